/**
 * The built service worker precaches the app shell only (DESIGN.md "Offline-first PWA"): index.html, the
 * entry script and stylesheet, the app it starts (with the bundler's runtime helpers), the manifest and its
 * icons. Lazy route chunks and photos are cached at
 * runtime. The list and its gzip size are printed; the total stays under 300 kB gzip.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/server-process';

const DIST = join(PROJECT_ROOT, 'dist');
const BUDGET_GZIP_BYTES = 300 * 1024;

/** The shell, and nothing else. */
const SHELL = [
  /^index\.html$/,
  /^assets\/index-[\w-]+\.js$/,
  /^assets\/style-[\w-]+\.css$/,
  /^assets\/app-[\w-]+\.js$/,
  /^manifest\.webmanifest$/,
  /^favicon\.svg$/,
  // The manifest's icons, its shortcuts' included.
  /^icons\/[\w-]+\.png$/,
];

/** The list vite-plugin-pwa injected in place of `self.__WB_MANIFEST`. */
function precacheList(): Array<{ url: string; revision: string | null }> {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const match = sw.match(/\[\{"revision":[^\]]*\}\]/);
  if (!match) throw new Error('no precache manifest found in dist/sw.js');
  return JSON.parse(match[0]);
}

describe('the built service worker', () => {
  it('precaches only the app shell, under 300 kB gzip', () => {
    const entries = precacheList();
    const rows = entries.map(({ url }) => {
      const bytes = readFileSync(join(DIST, url));
      return { url, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const swBytes = readFileSync(join(DIST, 'sw.js'));
    // biome-ignore lint/suspicious/noConsole: the build test prints the precache list and its size.
    console.log(
      [
        `precache (${rows.length} entries):`,
        ...rows.map(
          (row) => `  ${row.url.padEnd(40)} ${String(row.bytes).padStart(8)} B  ${String(row.gzip).padStart(7)} B gzip`,
        ),
        `  total ${(rows.reduce((sum, row) => sum + row.bytes, 0) / 1024).toFixed(1)} kB, ${(total / 1024).toFixed(1)} kB gzip`,
        `sw.js itself (not precached): ${(swBytes.length / 1024).toFixed(1)} kB, ${(gzipSync(swBytes, { level: 9 }).length / 1024).toFixed(1)} kB gzip`,
      ].join('\n'),
    );

    const urls = entries.map((entry) => entry.url);
    for (const url of urls)
      expect(
        SHELL.some((pattern) => pattern.test(url)),
        url,
      ).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const needed of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png'])
      expect(urls).toContain(needed);
    expect(urls.filter((url) => /^assets\/index-[\w-]+\.js$/.test(url))).toHaveLength(1);
    expect(urls.filter((url) => /^assets\/style-[\w-]+\.css$/.test(url))).toHaveLength(1);
    expect(total).toBeLessThan(BUDGET_GZIP_BYTES);
  });

  it('leaves every lazy route chunk to runtime caching', () => {
    const urls = new Set(precacheList().map((entry) => entry.url));
    const scripts = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js'));
    const lazy = scripts.filter((name) => !name.startsWith('index-') && !name.startsWith('app-'));
    // The app has many lazy routes: a build without them would make this test say nothing.
    expect(lazy.length).toBeGreaterThan(10);
    for (const name of lazy) expect(urls.has(`assets/${name}`), name).toBe(false);
    // The entry script the page loads is the precached one.
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const entry = html.match(/<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/)?.[1];
    expect(entry && urls.has(entry)).toBe(true);
    // And so is every chunk the app imports: offline, the entry must be able to start the app.
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
    >;
    const [, start] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
    const app = (start?.dynamicImports ?? []).map((key) => manifest[key]);
    expect(app.length).toBe(1);
    for (const chunk of app) {
      expect(urls.has(chunk?.file ?? ''), chunk?.file).toBe(true);
      for (const key of chunk?.imports ?? []) expect(urls.has(manifest[key]?.file ?? ''), key).toBe(true);
    }
  });
});
