// @vitest-environment-options { "url": "http://127.0.0.1:4461/about" }
/**
 * A page whose chunk the server no longer has (a release older than the ones kept) reloads into the new
 * release by itself, once per missing file; a failure the network caused does not reload. The chunk is
 * asked of a real loopback server, as the page asks the real one.
 */
import { createServer, type Server } from 'node:http';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/client/app/RouteErrorBoundary';
import { reloadIfChunkGone } from '../../src/client/lib/chunk-recovery';
import { lazyPage } from '../../src/client/lib/lazy-page';
import { LoadingScreen } from '../../src/client/ui/LoadingScreen';
import { APP_MESSAGES } from '../../src/shared/messages';

/** The page's own origin (the environment option above): the server the chunks are asked of. */
const ORIGIN = 'http://127.0.0.1:4461';
/** A port nothing listens on: the network fails. */
const DOWN = 'http://127.0.0.1:4462';
const GONE = `${ORIGIN}/assets/c-Gone0001.js`;
const HERE = `${ORIGIN}/assets/c-Here0001.js`;

const importFailed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const found = request.url === '/assets/c-Here0001.js';
    response.writeHead(found ? 200 : 404, { 'Content-Type': found ? 'text/javascript' : 'text/plain' });
    response.end(found ? 'export default 1;' : 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(4461, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // This file's network is the loopback server above: the browser's own fetch, not the setup's stub.
  vi.unstubAllGlobals();
  sessionStorage.clear();
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a chunk that fails to load', () => {
  it('reloads the page once when the server no longer has it, never twice for the same file', async () => {
    expect(await reloadIfChunkGone(importFailed(GONE))).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    // Back after the reload and still missing: the retry screen, not a reload loop.
    expect(await reloadIfChunkGone(importFailed(GONE))).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when the file is there after all, or the network fails (offline)', async () => {
    expect(await reloadIfChunkGone(importFailed(HERE))).toBe(false);
    expect(await reloadIfChunkGone(importFailed(`${DOWN}/assets/c-Down0001.js`))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload for an error that is not a failed download, or one that names no file', async () => {
    expect(await reloadIfChunkGone(new Error(`listing.price is undefined ${GONE}`))).toBe(false);
    expect(await reloadIfChunkGone(new TypeError('Importing a module script failed.'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a page whose chunk is gone reloads from the error boundary by itself', async () => {
    const Page = lazyPage<object>(() => Promise.reject(importFailed(GONE)));
    render(
      <RouteErrorBoundary resetKey="/about">
        <Suspense fallback={<LoadingScreen />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await screen.findByText(APP_MESSAGES.chunkLoadFailed, { exact: false });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
