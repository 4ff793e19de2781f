/**
 * A phone's slow link in front of the real server, for the first-visit bench: a TCP proxy on loopback that
 * gives every byte the round trip and bandwidth of Lighthouse's slow 4G, the page's and its service
 * worker's alike, shared by all connections as one phone's link is, and counts what crossed it. DevTools'
 * network emulation would throttle the page only: the worker's own fetches (its precache, the city it
 * saves) would run at loopback speed, and those are what a first visit on a slow link waits for.
 */
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Lighthouse's slow 4G (its simulated mobile profile): 150 ms round trip, 1.6 Mbps down, 675 kbps up. */
export const SLOW_4G = { rttMs: 150, downKbps: 1_638.4, upKbps: 675 } as const;

export interface ThrottledLink {
  /** The link's address (`http://127.0.0.1:<port>`): open pages here. */
  readonly url: string;
  /** Bytes delivered to the browser, and from it, since the link opened or was last reset. */
  readonly received: number;
  readonly sent: number;
  resetCounts(): void;
  close(): Promise<void>;
}

/**
 * One direction of the link: a chunk leaves once the link is free (bandwidth, first come first served over
 * every connection) and arrives half a round trip later. Arrival times only grow, so a connection's bytes
 * stay in order.
 */
class Direction {
  private freeAt = 0;
  delivered = 0;
  constructor(
    private readonly bytesPerMs: number,
    private readonly oneWayMs: number,
  ) {}

  /** When a chunk of `size` bytes, ready at `readyAt`, arrives at the other end. */
  arrival(size: number, readyAt: number): number {
    const leaves = Math.max(performance.now(), this.freeAt, readyAt);
    this.freeAt = leaves + size / this.bytesPerMs;
    return this.freeAt + this.oneWayMs;
  }
}

/**
 * Passes `from`'s bytes to `to` through `direction`; `readyAt` holds the first ones back (the handshake).
 * One queue and one timer per connection: timers of separate chunks due within the same millisecond
 * could fire out of order.
 */
function carry(from: Socket, to: Socket, direction: Direction, readyAt: number): void {
  const queue: { at: number; chunk?: Buffer; end?: 'end' | 'destroy' }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const drain = () => {
    timer = undefined;
    while (queue[0] && queue[0].at <= performance.now()) {
      const { chunk, end } = queue.shift() as (typeof queue)[number];
      if (to.destroyed) return;
      if (chunk) {
        direction.delivered += chunk.length;
        to.write(chunk);
      } else if (end === 'end') to.end();
      else to.destroy();
    }
    if (queue[0]) timer = setTimeout(drain, Math.max(1, queue[0].at - performance.now()));
  };
  const push = (item: (typeof queue)[number]) => {
    queue.push(item);
    if (!timer) timer = setTimeout(drain, Math.max(0, item.at - performance.now()));
  };
  const lastAt = () => queue.at(-1)?.at ?? performance.now();
  from.on('data', (chunk: Buffer) => push({ at: direction.arrival(chunk.length, readyAt), chunk }));
  from.on('end', () => push({ at: lastAt(), end: 'end' }));
  from.on('error', () => push({ at: lastAt(), end: 'destroy' }));
}

/** A slow link (`profile`) to `target`, an `http://host:port` URL. */
export async function throttledLink(target: string, profile = SLOW_4G): Promise<ThrottledLink> {
  const upstream = new URL(target);
  const down = new Direction((profile.downKbps * 1000) / 8 / 1000, profile.rttMs / 2);
  const up = new Direction((profile.upKbps * 1000) / 8 / 1000, profile.rttMs / 2);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    // A new connection costs a round trip before its first request can go.
    const readyAt = performance.now() + profile.rttMs;
    const origin = connect(Number(upstream.port), upstream.hostname);
    for (const socket of [client, origin]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    carry(client, origin, up, readyAt);
    carry(origin, client, down, readyAt);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get received() {
      return down.delivered;
    },
    get sent() {
      return up.delivered;
    },
    resetCounts() {
      down.delivered = 0;
      up.delivered = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
