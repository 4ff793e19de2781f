import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../src/server/app';
import { APP_MESSAGES } from '../../src/shared/messages';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.destroy());

describe('API errors', () => {
  it('answers unknown API paths with the JSON envelope and a request id', async () => {
    const res = await createTestApp(database).request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ success: false, code: 'not_found', message: APP_MESSAGES.apiNotFound });
  });

  it('honours a caller-supplied request id', async () => {
    const res = await createTestApp(database).request('/api/health', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });

  it('refuses bodies over the limit with 413 before reading them', async () => {
    const body = 'x'.repeat(API_BODY_LIMIT_BYTES + 1);
    const res = await createTestApp(database).request('/api/health', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      success: false,
      code: 'payload_too_large',
      message: APP_MESSAGES.payloadTooLarge,
    });
  });

  it('hides the details of an unexpected error', async () => {
    const app = createTestApp(database);
    app.get('/boom', () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, code: 'server_error', message: APP_MESSAGES.serverError });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await createTestApp(database).request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
