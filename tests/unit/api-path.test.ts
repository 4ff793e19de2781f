/** Endpoint keys become paths; the compiler refuses a key the table does not have or a missing parameter. */
import { describe, expect, it } from 'vitest';
import type { ApiAnswer, ApiBody } from '../../src/shared/endpoints/api-endpoints';
import { apiPath, methodOf, withApiQuery } from '../../src/shared/endpoints/api-path';

describe('apiPath', () => {
  it('fills and encodes path parameters, and leaves a path without them as it is', () => {
    expect(apiPath('GET /api/users/me')).toBe('/api/users/me');
    expect(apiPath('GET /api/properties/:id', { id: 7 })).toBe('/api/properties/7');
    expect(apiPath('PUT /api/me/shortlist/:kind/:id', { kind: 'project', id: 3 })).toBe('/api/me/shortlist/project/3');
    expect(apiPath('GET /api/landing/:city/:topic', { city: 'bhopal', topic: 'a/b c' })).toBe(
      '/api/landing/bhopal/a%2Fb%20c',
    );
    expect(methodOf('PATCH /api/users/me')).toBe('PATCH');
  });

  it('adds the set query values in order and drops empty ones', () => {
    const key = 'GET /api/properties/featured';
    expect(withApiQuery<typeof key>(apiPath(key), { limit: 8, city: 'Navi Mumbai' })).toBe(
      '/api/properties/featured?limit=8&city=Navi+Mumbai',
    );
    expect(withApiQuery<typeof key>(apiPath(key), { city: '', limit: undefined })).toBe('/api/properties/featured');
  });

  it('types bodies and answers from the table', () => {
    const login: ApiBody<'POST /api/users/login'> = { email: 'a@example.in', password: 'secret-1' };
    const answer = {
      success: true,
      message: 'Login successful!',
      data: { token: 't' },
    } as unknown as ApiAnswer<'POST /api/users/login'>;
    expect(login.email).toBe('a@example.in');
    expect(answer.data.token).toBe('t');
    // @ts-expect-error a key the API does not have
    expect(() => apiPath('GET /api/nowhere')).not.toThrow();
    // @ts-expect-error a path parameter left out
    expect(apiPath('GET /api/properties/:id')).toBe('/api/properties/undefined');
  });
});
