/**
 * The real server behind a link that a test can cut: a TCP proxy on its own loopback port, so the browser
 * sees the proxy's origin (and registers its service worker there). Cutting stops listening and drops
 * every open connection: from then on a connection is refused, for the page and for its service worker
 * alike. That is what "offline" means in these tests: Chromium's offline flag does not stop a service
 * worker's own fetches (microsoft/playwright#2311), so a test that only sets it proves nothing.
 */
import { createServer as createHttpServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

export interface LoopbackProxy {
  /** The proxy's address (`http://127.0.0.1:<port>`): open pages here. */
  readonly url: string;
  /** True while the link is cut. */
  readonly isCut: boolean;
  /** The server becomes unreachable: open connections are dropped and new ones refused. */
  cut(): Promise<void>;
  /** The server is reachable again, on the same port (the same origin). */
  restore(): Promise<void>;
  /** Cuts for good. */
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** A proxy of `target` (an `http://host:port` URL), reachable until cut. */
export async function loopbackProxy(target: string): Promise<LoopbackProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    const origin = connect(Number(upstream.port), upstream.hostname);
    track(origin);
    client.on('error', () => origin.destroy());
    origin.on('error', () => client.destroy());
    client.pipe(origin);
    origin.pipe(client);
  });
  const port = await listen(server, 0);
  let cut = false;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const proxy: LoopbackProxy = {
    url: `http://127.0.0.1:${port}`,
    get isCut() {
      return cut;
    },
    async cut() {
      if (cut) return;
      cut = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropAll();
      });
    },
    async restore() {
      if (!cut) return;
      await listen(server, port);
      cut = false;
    },
    async close() {
      await proxy.cut();
    },
  };
  return proxy;
}

/** What page navigations meet on a patchy link that is up: passed on, held, or answered 502. */
export type NavigationTrouble = 'none' | 'slow' | 'failing';

export interface PatchyLoopbackProxy extends LoopbackProxy {
  /** What page navigations meet while the link is up; every other request always passes. */
  navigations: NavigationTrouble;
  /** How long a 'slow' navigation is held before it is passed on. */
  readonly holdMs: number;
}

const isNavigation = (request: IncomingMessage) => request.headers['sec-fetch-mode'] === 'navigate';

/**
 * A loopback proxy whose link is also patchy when told: page navigations are held `holdMs` ('slow', a
 * server slower than the worker's timeout) or answered 502 ('failing', as a proxy in front of a
 * restarting server does). That needs to read HTTP, so an HTTP stage sits behind the cuttable link;
 * cutting still refuses every connection.
 */
export async function patchyLoopbackProxy(target: string, holdMs = 10_000): Promise<PatchyLoopbackProxy> {
  const upstream = new URL(target);
  const stage = createHttpServer((request, response) => {
    const forward = () => {
      const proxied = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      proxied.on('error', () => response.destroy());
      request.pipe(proxied);
    };
    if (!isNavigation(request) || patchy.navigations === 'none') forward();
    else if (patchy.navigations === 'failing')
      response.writeHead(502, { 'Content-Type': 'text/plain' }).end('Bad Gateway');
    else setTimeout(forward, holdMs).unref();
  });
  const stagePort = await listen(stage, 0);
  const link = await loopbackProxy(`http://127.0.0.1:${stagePort}`);
  const patchy: PatchyLoopbackProxy = {
    url: link.url,
    get isCut() {
      return link.isCut;
    },
    cut: () => link.cut(),
    restore: () => link.restore(),
    async close() {
      await link.close();
      stage.closeAllConnections();
      await new Promise((resolve) => stage.close(resolve));
    },
    navigations: 'none',
    holdMs,
  };
  return patchy;
}
