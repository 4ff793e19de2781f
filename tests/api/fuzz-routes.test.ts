/**
 * The fuzz's endpoint table (tests/helpers/fuzz-endpoints.ts) covers every route the app mounts, read
 * from Hono's own `app.routes`: an endpoint added without a row fails here, and so does a row whose
 * endpoint is gone; the fuzz files' groups together cover the whole table. And the fuzz's checks fail on
 * what they must catch: a 5xx, leaked internals, a wrong shape, a success owed a refusal, changed data.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { adminListingsQuerySchema, adminProjectsQuerySchema } from '../../src/shared/admin/admin-listings-contract';
import { adminSellersQuerySchema, adminUsersQuerySchema } from '../../src/shared/admin/admin-people-contract';
import { paymentFiltersSchema } from '../../src/shared/billing/billing-contract';
import { searchParamsSchema } from '../../src/shared/listings/search-params';
import { reverseGeocodeQuerySchema } from '../../src/shared/location/location-contract';
import { placesQuerySchema } from '../../src/shared/location/places-contract';
import { sellerEnquiriesQuerySchema } from '../../src/shared/sellers/seller-enquiries-contract';
import { sellerListingsQuerySchema } from '../../src/shared/sellers/seller-listing-contract';
import { sellerProjectsQuerySchema } from '../../src/shared/sellers/seller-project-contract';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';
import { type FuzzCase, pathsOf, stepsOf } from '../helpers/fuzz-cases';
import { ENDPOINTS, endpointKey, FUZZ_FILES, type FuzzWorld, NOT_TYPED } from '../helpers/fuzz-endpoints';
import { bodyText, checkAnswer, databaseSnapshot } from '../helpers/fuzz-harness';

/** Enough of a world for the table's examples (their shape, not their records). */
const fakeWorld = new Proxy({} as FuzzWorld, {
  get: (_, name) =>
    name === 'people'
      ? new Proxy({}, { get: () => ({ id: 1, token: 't', email: 'a@b.c', phoneNumber: '9812345670', password: 'p' }) })
      : name === 'jpeg'
        ? new Uint8Array()
        : name.toString().endsWith('Hash')
          ? 'a'.repeat(64)
          : 1,
});

describeEachDatabase('API fuzz: the endpoint table and the checks', (database) => {
  it('has a row for every route the app mounts, and none for a route that is gone', () => {
    const app = createTestApp(database());
    const mounted = new Set(app.routes.filter((route) => route.method !== 'ALL').map(endpointKey));
    const table = ENDPOINTS.map(endpointKey);
    expect(mounted.size).toBeGreaterThan(90);
    expect(
      [...mounted].filter((route) => !table.includes(route)),
      'routes the fuzz does not cover',
    ).toEqual([]);
    expect(
      table.filter((route) => !mounted.has(route)),
      'rows without a route',
    ).toEqual([]);
    expect(new Set(table).size, 'a route listed twice').toBe(table.length);
  });

  it('runs every row in one of the fuzz files, with a valid example for each path parameter', () => {
    const fuzzed: readonly string[] = Object.values(FUZZ_FILES).flat();
    expect(ENDPOINTS.filter((e) => !fuzzed.includes(e.group)).map(endpointKey)).toEqual([]);
    // Without a valid example the fuzz would never get past the first check of a handler.
    const incomplete = ENDPOINTS.filter((e) => e.path.includes(':') && !e.params).map(endpointKey);
    expect(incomplete, 'path parameters without a valid example').toEqual([]);
  });

  it('names every text field of every body as typed, or as one of the known codes, dates and keys', () => {
    // Array indexes aside: 'amenities.2' is the amenities field, like 'amenities.0'.
    const named = (path: (string | number)[]) => path.filter((step) => typeof step === 'string').join('.');
    const unclassified = ENDPOINTS.flatMap((endpoint) => {
      const example = endpoint.body?.(fakeWorld) ?? {};
      const typed = new Set(Object.keys(endpoint.typed ?? {}).map((path) => named(stepsOf(path))));
      const leafAt = (path: (string | number)[]) =>
        path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], example);
      return pathsOf(example)
        .filter((path) => typeof leafAt(path) === 'string')
        .filter(
          (path) =>
            !typed.has(named(path)) &&
            !endpoint.codes?.includes(named(path)) &&
            !NOT_TYPED.has(String(path.findLast((s) => typeof s === 'string'))),
        )
        .map((path) => `${endpointKey(endpoint)} ${path.join('.')}`);
    });
    expect(unclassified, 'text fields neither typed nor known codes').toEqual([]);
  });

  it("lists every free-text query parameter of the shared query schemas in its row's textQuery", () => {
    const schemas: [string, z.ZodObject][] = [
      ['GET /api/properties/search', searchParamsSchema],
      ['GET /api/admin/properties', adminListingsQuerySchema],
      ['GET /api/admin/projects', adminProjectsQuerySchema],
      ['GET /api/admin/users', adminUsersQuerySchema],
      ['GET /api/admin/sellers', adminSellersQuerySchema],
      ['GET /api/admin/payments', paymentFiltersSchema],
      ['GET /api/admin/payments.csv', paymentFiltersSchema],
      ['GET /api/seller/properties', sellerListingsQuerySchema],
      ['GET /api/seller/projects', sellerProjectsQuerySchema],
      ['GET /api/seller/enquiries', sellerEnquiriesQuerySchema],
      ['GET /api/geolocation/reverse', reverseGeocodeQuerySchema],
      ['GET /api/places', placesQuerySchema],
    ];
    for (const [key, schema] of schemas) {
      const row = ENDPOINTS.find((e) => endpointKey(e) === key);
      // A parameter takes free text when any words come back as the same words.
      const free = Object.keys(schema.shape).filter((name) => {
        const parsed = schema.safeParse({ [name]: 'Zq wordy' });
        return parsed.success && (parsed.data as Record<string, unknown>)[name] === 'Zq wordy';
      });
      expect([...(row?.textQuery ?? [])].sort(), key).toEqual(free.sort());
    }
  });

  const endpoint = ENDPOINTS.find((e) => endpointKey(e) === 'POST /api/contact');
  const kase = (refuse?: string): FuzzCase => ({
    identity: 'anonymous',
    params: {},
    query: '',
    bodyKind: 'valid',
    headers: {},
    refuse,
  });
  const answer = (status: number, body: unknown, type = 'application/json') =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': type } });
  const check = async (res: Response, refuse?: string) => {
    if (!endpoint) throw new Error('no contact endpoint in the table');
    checkAnswer(endpoint, kase(refuse), res, await bodyText(res));
  };

  it('the checks accept a proper refusal and a proper success', async () => {
    await check(
      answer(400, {
        success: false,
        code: 'validation_failed',
        message: 'Your message must be at least 10 characters',
      }),
      'body malformed',
    );
    await check(answer(201, { success: true, message: 'Sent' }));
  });

  it('the checks fail on a 5xx, a leaked stack or SQL, a wrong shape, or a success owed a refusal', async () => {
    await expect(
      check(answer(500, { success: false, code: 'server_error', message: 'Something went wrong' })),
    ).rejects.toThrow();
    await expect(
      check(
        answer(400, {
          success: false,
          code: 'validation_failed',
          message: 'TypeError: x is undefined\n    at parse (/work/main/src/a.ts:3:9)',
        }),
      ),
    ).rejects.toThrow();
    await expect(
      check(
        answer(409, {
          success: false,
          code: 'conflict',
          message: 'duplicate key value violates unique constraint "users_email"',
        }),
      ),
    ).rejects.toThrow();
    await expect(check(answer(400, { error: 'bad' }))).rejects.toThrow();
    await expect(check(answer(400, { success: false, message: 'city is required' }))).rejects.toThrow();
    await expect(
      check(answer(404, { success: false, code: 'conflict', message: 'Property not found' })),
    ).rejects.toThrow();
    await expect(check(answer(400, { success: false, code: 'validation_failed', message: ' ' }))).rejects.toThrow();
    await expect(check(answer(400, 'Bad Request', 'text/plain'))).rejects.toThrow();
    await expect(check(answer(201, { success: true, message: 'Sent' }), 'no session')).rejects.toThrow();
  });

  it('the data snapshot sees a new row', async () => {
    const read = await databaseSnapshot(database());
    const before = await read();
    expect(await read()).toBe(before);
    await database().db.execute(
      sql`insert into contact_messages (name, email, topic, message) values ('A', 'a@example.test', 'Other', 'Hello there')`,
    );
    expect(await read()).not.toBe(before);
  });
});
