/**
 * Every error answer carries a stable `code` beside its message for people (docs/product-rules.md, Limits and
 * messages): the status's code, or a finer one
 * for a malformed request. A few representative refusals through the real app (the suites of each feature
 * check the codes of theirs: forbidden, conflict, gone...).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { API_ERROR_CODES, errorCodeOf } from '../../src/shared/api';
import { APP_MESSAGES } from '../../src/shared/messages';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  app = createTestApp(database, {
    rateLimits: createRateLimits({ rules: { loginPerIp: { points: 1, durationSeconds: 60 } } }),
  });
});
afterAll(() => database.destroy());

const raw = async (path: string, init?: RequestInit) => {
  const res = await app.request(`/api${path}`, init);
  return { status: res.status, body: await res.json() };
};

describe('error codes', () => {
  it('are one list, each code distinct, with a code for every status the API answers', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    for (const status of [400, 401, 402, 403, 404, 409, 410, 413, 415, 429, 500, 502, 503, 507, 418, 599]) {
      expect(API_ERROR_CODES).toContain(errorCodeOf(status));
    }
    expect(errorCodeOf(418)).toBe('bad_request');
    expect(errorCodeOf(599)).toBe('server_error');
  });

  it('not_found for an unknown path', async () => {
    expect(await raw('/no-such-thing')).toEqual({
      status: 404,
      body: { success: false, code: 'not_found', message: APP_MESSAGES.apiNotFound },
    });
  });

  it('validation_failed for a refused parameter or body, bad_request for a malformed request', async () => {
    expect(await raw('/locations/suggest?q=a')).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'q must be at least 2 characters' },
    });
    const notJson = await raw('/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: ACCOUNT_MESSAGES.bodyMustBeJson },
    });
    expect(await raw('/properties/search?city=%00')).toEqual({
      status: 400,
      body: { success: false, code: 'bad_request', message: APP_MESSAGES.badRequest },
    });
  });

  it('unsupported_media_type for a body that does not say it is JSON', async () => {
    const res = await raw('/users/login', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(res).toEqual({
      status: 415,
      body: { success: false, code: 'unsupported_media_type', message: APP_MESSAGES.jsonRequired },
    });
  });

  it('unauthorised without a session', async () => {
    expect(await raw('/users/me')).toEqual({
      status: 401,
      body: { success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired },
    });
  });

  it('rate_limited once an allowance is used up', async () => {
    const login = () =>
      raw('/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password-1' }),
      });
    expect((await login()).body).toMatchObject({ code: 'unauthorised' });
    const refused = await login();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'rate_limited' });
  });
});
