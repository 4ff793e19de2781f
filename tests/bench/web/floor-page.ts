/**
 * The floor the web bench measures pages against: a bare React 19 page (an h1, a paragraph and one photo,
 * rendered in the browser by createRoot) built by Vite in a temporary folder and served over loopback with
 * compression, as our server serves its own assets. Lighthouse runs on it in the same run as on our pages,
 * so a page's LCP reads as a ratio to what React itself costs on this machine, not as an absolute figure
 * that moves with the load on it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { PROJECT_ROOT } from '../../helpers/server-process';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare React page: the floor the bench measures against." />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const MAIN = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  <main style={{ maxWidth: 640, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
    <h1>Flats for sale in Bhopal</h1>
    <p>Three bedroom flat in Arera Colony, ready to move, priced at 85 lakh.</p>
    <img src="/photo.webp" width="640" height="480" alt="The flat" style={{ width: '100%', height: 'auto' }} />
  </main>,
);
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript',
  '.webp': 'image/webp',
};

export interface FloorPage {
  url: string;
  close(): Promise<void>;
}

/** Builds the floor page with `photo` (a WebP of our own, 640 px wide) and serves it on a free port. */
export async function startFloorPage(photo: Uint8Array): Promise<FloorPage> {
  // Inside the project, so the page's imports of react and react-dom resolve to the project's own copies.
  const cache = join(PROJECT_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(join(cache, 'pc-floor-'));
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, 'main.jsx'), MAIN);
  mkdirSync(join(root, 'public'));
  writeFileSync(join(root, 'public', 'photo.webp'), photo);
  const outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, modulePreload: { polyfill: false } },
  });
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(outDir)) return void response.writeHead(404).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return void response.writeHead(404).end();
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const compressible = type !== 'image/webp' && /gzip/.test(String(request.headers['accept-encoding']));
    response.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compressible ? { 'Content-Encoding': 'gzip' } : {}),
    });
    response.end(compressible ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
