/**
 * Two refusals a client must be able to act on: a method the address does not answer (405 with `Allow`,
 * not a 404 that says the address does not exist), and a body over the limit refused before it is read
 * (413 saying `Connection: close`, delivered whole, over a real socket on loopback).
 */
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../src/server/app';
import { APP_MESSAGES, methodNotAllowedMessage } from '../../src/shared/messages';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  app = createTestApp(database);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      origin = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

describe('a method the address does not answer', () => {
  it.each([
    ['DELETE', '/api/properties/1', 'GET, HEAD'],
    ['PUT', '/api/openapi.json', 'GET, HEAD'],
    ['GET', '/api/users/login', 'POST'],
    ['POST', '/api/properties/search', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const res = await app.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe(allow);
    expect(await res.json()).toEqual({
      success: false,
      code: 'method_not_allowed',
      message: methodNotAllowedMessage(allow.split(', ')),
    });
  });

  it('still answers 404 for an address that is not one', async () => {
    const res = await app.request('/api/no/such/thing', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Allow')).toBeNull();
  });
});

describe('a body over the limit', () => {
  it('is refused with 413 and Connection: close, the answer delivered whole every time', async () => {
    const body = 'a'.repeat(API_BODY_LIMIT_BYTES * 8);
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${origin}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(413);
      expect(res.headers.get('Connection')).toBe('close');
      expect(await res.json()).toMatchObject({ code: 'payload_too_large', message: APP_MESSAGES.payloadTooLarge });
    }
    // The server goes on answering: the refused connections were closed, not left behind.
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });
});
