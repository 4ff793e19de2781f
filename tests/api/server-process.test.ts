import { describe, expect, it } from 'vitest';
import { exited, spawnServer, startServer } from '../helpers/server-process';

describe('the server process', () => {
  it('refuses to start on a bad configuration, naming the variable', async () => {
    const { child, output } = spawnServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('Invalid configuration');
    expect(output()).toContain('PORT: must be a whole number between 0 and 65535 (got "eighty")');
    expect(output()).toContain('DATABASE_URL: must be a URL like postgres://');
  });

  it('starts on embedded PGlite, logs requests as JSON with a request id, and stops cleanly on SIGTERM', async () => {
    // The demo marketplace is covered elsewhere; without it the process starts in about a second.
    const server = await startServer({ DEMO_MODE: 'false' });
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
  });
});
