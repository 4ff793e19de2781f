import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfNeeded } from '../../src/server/cli/build-if-needed';
import { exited, spawnServer, startServer } from '../helpers/server-process';

/**
 * Opens a raw connection to `url`, writes `head` at once (when given), then `trickle` one byte every
 * `everyMs`. Resolves when the server closes the connection (or after `giveUpMs`), with what it answered
 * and how long the connection was held.
 */
async function trickle(url: string, head: string, body: string, everyMs: number, giveUpMs: number) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  let reply = '';
  socket.on('data', (chunk: Buffer) => {
    reply += chunk.toString('latin1');
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  const closed = new Promise<boolean>((resolve) => {
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), giveUpMs).unref();
  });
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
  }, everyMs);
  const cut = await closed;
  clearInterval(timer);
  socket.destroy();
  return { cut, reply, heldMs: Date.now() - started };
}

/**
 * A new PGlite database is created and migrated at start: seconds on a quiet machine, and up to a minute
 * while other suites load both cores (seen at load 17).
 */
const START_MS = 180_000;

describe('the server process', () => {
  // spawnServer runs the build as it is: startServer makes it current, a bare spawn does not.
  beforeAll(buildServerIfNeeded, 240_000);

  it('refuses to start on a bad configuration, naming the variable', async () => {
    const { child, output } = spawnServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT: must be a whole number between 0 and 65535 (got "eighty")');
    expect(output()).toContain('DATABASE_URL: must be a URL like postgres://');
  });

  it(
    'starts on embedded PGlite, logs requests as JSON with a request id, and stops cleanly on SIGTERM',
    async () => {
      // The demo marketplace is covered elsewhere; without it the process starts in about a second.
      const server = await startServer({ DEMO_MODE: 'false' }, START_MS);
      const res = await fetch(`${server.url}/api/ready`);
      expect(await res.json()).toEqual({ success: true, status: 'ready', database: 'pglite' });
      const requestId = res.headers.get('x-request-id');
      expect(await server.stop()).toBe(0);

      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'request', path: '/api/ready', status: 200, reqId: requestId }),
      );
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
    },
    START_MS + 30_000,
  );

  it(
    'cuts off a request whose headers or body are trickled past the configured timeouts',
    async () => {
      const server = await startServer(
        { DEMO_MODE: 'false', HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' },
        START_MS,
      );
      try {
        const body = JSON.stringify({ name: 'Slow Loris', email: 'slow@example.test', message: 'x'.repeat(200) });
        const head =
          `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`;
        // A body of one byte every 200 ms would take 50 s: it is answered 408 and closed at about 2 s.
        const slowBody = await trickle(server.url, head, body, 200, 15_000);
        expect(slowBody.cut).toBe(true);
        expect(slowBody.reply).toMatch(/^HTTP\/1\.1 408 /);
        expect(slowBody.heldMs).toBeGreaterThanOrEqual(1900);
        expect(slowBody.heldMs).toBeLessThan(6000);

        // Headers that never end are cut at about 1 s.
        const slowHead = await trickle(
          server.url,
          'GET /api/health HTTP/1.1\r\n',
          'X-Slow: 1\r\n'.repeat(100),
          200,
          15_000,
        );
        expect(slowHead.cut).toBe(true);
        expect(slowHead.heldMs).toBeLessThan(5000);

        // A request sent at once is unaffected.
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
    START_MS + 60_000,
  );
});
