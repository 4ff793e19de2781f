/**
 * No API answer is kept by a cache unless its route opts in: every GET in the app's route list (the
 * fuzz table, checked against the app's own routes) answers `no-store`, signed in or not, except the
 * deliberate public reads, which keep their own caching headers. Writes, refusals, oversized bodies and
 * unknown paths under /api are no-store too, with no route saying so.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTING_CACHE_CONTROL } from '../../src/shared/offline/offline-contract';
import { describeEachDatabase } from '../helpers/database';
import { defaultActor, ENDPOINTS, type Endpoint, endpointKey } from '../helpers/fuzz-endpoints';
import { buildWorld, type World } from '../helpers/fuzz-world';

/** A listing read: a shared cache may keep a visitor's answer briefly, never a signed-in person's. */
const LISTING_READ = { visitor: LISTING_CACHE_CONTROL.shared, signedIn: LISTING_CACHE_CONTROL.public };

/** The public reads and the caching each deliberately asks for, for a visitor and signed in. */
const PUBLIC_READS: Record<string, { visitor: string; signedIn: string }> = {
  'GET /api/properties/featured': LISTING_READ,
  'GET /api/properties/by-city': LISTING_READ,
  'GET /api/properties/offline-city': LISTING_READ,
  'GET /api/properties/search': LISTING_READ,
  'GET /api/properties/map': LISTING_READ,
  'GET /api/properties/near': LISTING_READ,
  'GET /api/properties/:id': LISTING_READ,
  'GET /api/properties/:id/similar': LISTING_READ,
  'GET /api/brokers/:id': LISTING_READ,
  'GET /api/locations/suggest': LISTING_READ,
  'GET /api/projects': LISTING_READ,
  'GET /api/projects/:id': LISTING_READ,
  'GET /api/landing/:city': LISTING_READ,
  'GET /api/landing/:city/:topic': LISTING_READ,
  'GET /api/reviews/:city': LISTING_READ,
  'GET /api/reviews/:city/:locality': LISTING_READ,
  'GET /api/compare': LISTING_READ,
  'GET /api/geolocation/reverse': { visitor: 'public, max-age=86400', signedIn: 'public, max-age=86400' },
  'GET /api/places': { visitor: 'public, max-age=86400', signedIn: 'public, max-age=86400' },
  'GET /api/insights/cities': { visitor: 'public, max-age=300', signedIn: 'public, max-age=300' },
  'GET /api/insights/localities': { visitor: 'public, max-age=300', signedIn: 'public, max-age=300' },
  'GET /api/insights/price-trends': { visitor: 'public, max-age=300', signedIn: 'public, max-age=300' },
  'GET /api/openapi.json': { visitor: 'public, max-age=300', signedIn: 'public, max-age=300' },
  'GET /api/docs': { visitor: 'public, max-age=300', signedIn: 'public, max-age=300' },
};

const apiReads = ENDPOINTS.filter((e) => e.method === 'GET' && e.path.startsWith('/api/'));

describeEachDatabase('Cache-Control of API answers', (database) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(database());
  }, 60_000);
  afterAll(async () => {
    const { rm } = await import('node:fs/promises');
    await rm(w.mediaDir, { recursive: true, force: true });
  });

  async function read(endpoint: Endpoint, token: string | undefined) {
    const params = endpoint.params?.(w) ?? {};
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
    const query = endpoint.query?.(w);
    const res = await w.t.app.request(`${path}${query ? `?${query}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    await res.arrayBuffer();
    return { status: res.status, cacheControl: res.headers.get('Cache-Control') };
  }

  const tokenOf = (endpoint: Endpoint) => {
    return w.people[defaultActor(endpoint)].token;
  };

  it('answers no-store to every signed-in GET that is not a public read', async () => {
    const signedIn = apiReads.filter((e) => e.auth !== 'none');
    expect(signedIn.length).toBeGreaterThan(20);
    for (const endpoint of signedIn) {
      const answer = await read(endpoint, tokenOf(endpoint));
      // Past the session check (a refusal of this caller or of its query is an answer too, and as private).
      expect(answer.status, endpointKey(endpoint)).not.toBe(401);
      expect(answer.status, endpointKey(endpoint)).toBeLessThan(500);
      expect(answer.cacheControl, endpointKey(endpoint)).toMatch(/(^|,\s*)no-store(\s*,|$)/);
    }
  });

  it('answers no-store to the refusals of signed-in GETs (no session)', async () => {
    for (const endpoint of apiReads.filter((e) => e.auth !== 'none')) {
      const answer = await read(endpoint, undefined);
      expect(answer.status, endpointKey(endpoint)).toBe(401);
      expect(answer.cacheControl, endpointKey(endpoint)).toMatch(/(^|,\s*)no-store(\s*,|$)/);
    }
  });

  it('keeps the caching of public reads, and no-store for the other open GETs', async () => {
    for (const endpoint of apiReads.filter((e) => e.auth === 'none')) {
      for (const token of [undefined, w.people.buyer.token]) {
        const answer = await read(endpoint, token);
        const key = endpointKey(endpoint);
        const expected = PUBLIC_READS[key];
        if (expected)
          expect(answer, key).toEqual({ status: 200, cacheControl: token ? expected.signedIn : expected.visitor });
        else expect(answer.cacheControl, `${key} (${answer.status})`).toMatch(/(^|,\s*)no-store(\s*,|$)/);
      }
    }
  });

  it('answers no-store to an unknown API path, whatever the method', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/no-such-thing'],
      ['DELETE', '/api/properties/1/no-such-thing'],
    ] as const) {
      const res = await w.t.app.request(path, { method });
      await res.arrayBuffer();
      expect({ status: res.status, cacheControl: res.headers.get('Cache-Control') }, `${method} ${path}`).toEqual({
        status: 404,
        cacheControl: 'no-store',
      });
    }
  });

  it('answers no-store to writes with no opt-in, their success and their refusals alike', async () => {
    const post = async (path: string, body: string, token?: string) => {
      const res = await w.t.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body,
      });
      await res.arrayBuffer();
      return { status: res.status, cacheControl: res.headers.get('Cache-Control') };
    };
    const contact = JSON.stringify({
      name: 'Ravi Kumar',
      email: `cache.${Date.now().toString(36)}@example.test`,
      message: 'Whom should I talk to about listing three shops?',
    });
    const answers = {
      sent: await post('/api/contact', contact),
      invalid: await post('/api/users/register', '{}'),
      noSession: await post('/api/enquiries', '{}'),
      buyerAsSeller: await post('/api/seller/properties', '{}', w.people.buyer.token),
      tooLarge: await post('/api/contact', JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) })),
    };
    expect(answers).toEqual({
      sent: { status: 201, cacheControl: 'no-store' },
      invalid: { status: 400, cacheControl: 'no-store' },
      noSession: { status: 401, cacheControl: 'no-store' },
      buyerAsSeller: { status: 403, cacheControl: 'no-store' },
      tooLarge: { status: 413, cacheControl: 'no-store' },
    });
  });
});
