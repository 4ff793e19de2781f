/**
 * The server's side of rendering public pages with React (the renderer itself is the client's own
 * src/client/entry-server.tsx, so the server and the browser render the very same components). The
 * renderer is loaded once: the built server (`npm start`) loads the JavaScript that `npm run build` wrote
 * beside it (build/build-server.js); the server run from source loads it through tsx with the client's
 * compiler settings (JSX as the client builds it). A page that fails to render, or takes longer than
 * RENDER_TIMEOUT_MS (env.ts), is served as the shell, which renders in the browser as before.
 */
import { fileURLToPath } from 'node:url';
import type { RenderedPage, RenderRequest as RenderRequestOf } from '../../../shared/page-render';

type RenderRequest = RenderRequestOf<AbortSignal>;

interface Renderer {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}

const ENTRY = new URL('../../../client/entry-server.tsx', import.meta.url);
const CLIENT_TSCONFIG = fileURLToPath(new URL('../../../client/tsconfig.json', import.meta.url));

/**
 * The built renderer when this module runs built (it is then JavaScript in dist-server/, and every output
 * of the server build lies in that one folder), else undefined: the server runs from source.
 */
export function builtRendererUrl(moduleUrl: string): URL | undefined {
  return new URL(moduleUrl).pathname.endsWith('.js') ? new URL('./entry-server.js', moduleUrl) : undefined;
}

let loading: Promise<Renderer> | undefined;

/** The client's renderer, loaded on first use. */
export function loadRenderer(): Promise<Renderer> {
  loading ??= (async () => {
    const built = builtRendererUrl(import.meta.url);
    if (built) return (await import(/* @vite-ignore */ built.href)) as Renderer;
    // Under Vitest the test runner compiles the client's TSX itself; under tsx (`npm run dev:server`) it is
    // compiled with the client's settings (the server's own have no JSX).
    if (process.env.VITEST) return (await import(/* @vite-ignore */ ENTRY.href)) as Renderer;
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(ENTRY.href, { parentURL: import.meta.url, tsconfig: CLIENT_TSCONFIG })) as Renderer;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Renders the page at `path` + `search`, or rejects (a failure, or `timeoutMs` passed). */
export async function renderOnServer(request: Omit<RenderRequest, 'signal'>, timeoutMs: number): Promise<RenderedPage> {
  const renderer = await loadRenderer();
  return renderer.renderPage({ ...request, signal: AbortSignal.timeout(timeoutMs) });
}
