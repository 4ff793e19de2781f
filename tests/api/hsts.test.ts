/**
 * Strict-Transport-Security goes only with answers over HTTPS: a TLS socket of our own, or X-Forwarded-Proto
 * from our proxies when TRUST_PROXY is on. Over plain HTTP it would be ignored at best and, on a site served
 * both ways, tell browsers something about the wrong origin.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest, createServer as httpsServer } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const HSTS = 'max-age=15552000; includeSubDomains';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.destroy());

const envWith = (extra: Record<string, string> = {}) => loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...extra });

/** Listens on a free loopback port; resolves with the port. */
const listen = (start: (ready: (port: number) => void) => ServerType) =>
  new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = start((port) => resolve({ server, port }));
  });

describe('Strict-Transport-Security', () => {
  describe('behind our proxy (TRUST_PROXY=true)', () => {
    const hstsOf = async (forwardedProto: string | undefined, hops = '1') => {
      const app = createTestApp(database, { env: envWith({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: hops }) });
      const res = await app.request('/api/health', {
        headers: forwardedProto === undefined ? {} : { 'X-Forwarded-Proto': forwardedProto },
      });
      return res.headers.get('strict-transport-security');
    };

    it('is sent when the proxy was reached over HTTPS', async () => {
      expect(await hstsOf('https')).toBe(HSTS);
      expect(await hstsOf('HTTPS')).toBe(HSTS);
    });

    it('is not sent when the proxy was reached over plain HTTP, or does not say', async () => {
      expect(await hstsOf('http')).toBeNull();
      expect(await hstsOf(undefined)).toBeNull();
      // The client's own entry in front of what our proxy appended counts for nothing.
      expect(await hstsOf('https, http')).toBeNull();
    });

    it('reads the protocol our outermost proxy saw with two proxies', async () => {
      expect(await hstsOf('https, http', '2')).toBe(HSTS);
      expect(await hstsOf('http, https', '2')).toBeNull();
    });

    it('is also sent with error answers', async () => {
      const app = createTestApp(database, { env: envWith({ TRUST_PROXY: 'true' }) });
      const res = await app.request('/api/no-such-thing', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    });
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY: any client could write it', async () => {
    const app = createTestApp(database);
    const res = await app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  describe('over real sockets', () => {
    let dir: string;
    let plain: { server: ServerType; port: number };
    let tls: { server: ServerType; port: number };
    let cert: Buffer;

    beforeAll(async () => {
      // A throw-away certificate for 127.0.0.1 (openssl ships with every CI image and developer machine).
      dir = mkdtempSync(join(tmpdir(), 'pc-hsts-'));
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
          ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
          ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ],
        { stdio: 'ignore' },
      );
      cert = readFileSync(join(dir, 'cert.pem'));
      const app = createTestApp(database);
      plain = await listen((ready) =>
        serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => ready(info.port)),
      );
      tls = await listen((ready) =>
        serve(
          {
            fetch: app.fetch,
            port: 0,
            hostname: '127.0.0.1',
            createServer: httpsServer,
            serverOptions: { key: readFileSync(join(dir, 'key.pem')), cert },
          },
          (info) => ready(info.port),
        ),
      );
    });

    afterAll(async () => {
      await Promise.all([plain, tls].map(({ server }) => new Promise((resolve) => server.close(resolve))));
      rmSync(dir, { recursive: true, force: true });
    });

    it('is sent over a TLS socket', async () => {
      const hsts = await new Promise<string | string[] | undefined>((resolve, reject) => {
        httpsRequest({ host: '127.0.0.1', port: tls.port, path: '/api/health', ca: cert }, (res) => {
          res.resume();
          resolve(res.headers['strict-transport-security']);
        })
          .on('error', reject)
          .end();
      });
      expect(hsts).toBe(HSTS);
    });

    it('is not sent over plain HTTP, even for a request line that names https', async () => {
      const res = await fetch(`http://127.0.0.1:${plain.port}/api/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toBeNull();

      // `GET https://…` in absolute form over a plain socket: the socket decides, not the URL.
      const socket = connect(plain.port, '127.0.0.1');
      let reply = '';
      socket.on('data', (chunk: Buffer) => {
        reply += chunk.toString('latin1');
      });
      const closed = new Promise((resolve) => socket.on('close', resolve));
      socket.write('GET https://127.0.0.1/api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await closed;
      expect(reply).toMatch(/^HTTP\/1\.1 200 /);
      expect(reply.toLowerCase()).not.toContain('strict-transport-security');
    });
  });
});
