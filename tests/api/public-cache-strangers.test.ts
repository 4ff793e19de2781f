/**
 * The public cache belongs to no one: a read without a live session is a visitor's, so a made-up token or
 * a recent-write cookie the server did not sign is served from the cache; only a change a visitor can see
 * drops it, so a buyer's profile edits leave it warm. Each public read says whether it came from the
 * cache (Server-Timing). Changes made behind the routes show that an answer really came from the cache.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createLogger } from '../../src/server/lib/logger';
import { createPublicCache } from '../../src/server/lib/public-cache';
import type { PropertyDetail } from '../../src/shared/listings/listing-types';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const logger = createLogger({ LOG_LEVEL: 'silent' });

describeEachDatabase('the public cache belongs to no one', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let admin: Person;

  beforeAll(async () => {
    t = sellerTestApp(database(), { publicCache: createPublicCache({ logger }) });
    const details = newPerson();
    const made = await createAdmin(database().db, details);
    if (made.outcome !== 'created') throw new Error(`expected a new admin, got ${made.outcome}`);
    admin = { user: made.user, token: await t.logIn(details) };
  });

  /** A GET as a visitor (no session), or with `token`; the body parsed. */
  async function read<T>(
    path: string,
    { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await t.app.request(`/api${path}`, {
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as T & { success: boolean } };
  }
  const detail = (id: number, token?: string) => read<{ data: PropertyDetail }>(`/properties/${id}`, { token });
  const setPrice = (id: number, price: number) =>
    database().db.execute(sql`update properties set price = ${price} where id = ${id}`);

  /** An approved listing of a fresh seller, through the API. */
  async function listing(): Promise<{ id: number }> {
    const seller = await t.seller();
    const made = await t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), seller.token);
    expect(made.status, made.body.message).toBe(201);
    const id = made.body.data.id;
    expect((await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token)).status).toBe(200);
    return { id };
  }

  it('says whether each public read came from the cache, and serves a made-up token or marker from it', async () => {
    const { id } = await listing();
    const cacheSays = (res: { headers: Headers }) => res.headers.get('Server-Timing');
    expect(cacheSays(await detail(id))).toBe('cache;desc=miss');
    expect(cacheSays(await detail(id))).toBe('cache;desc=hit');
    await setPrice(id, 4_650_000);
    // A token that is no session, or a recent-write cookie the server did not sign: a visitor's read.
    const strangers: Record<string, string>[] = [
      { Authorization: 'Bearer made-up-token-that-is-no-session' },
      { Authorization: 'Basic bm90OmEgc2Vzc2lvbg==' },
      { Cookie: 'pc_recent_write=1' },
      { Cookie: `pc_recent_write=${Math.floor(Date.now() / 1000) + 60}.forged-signature` },
    ];
    for (const headers of strangers) {
      const res = await read<{ data: PropertyDetail }>(`/properties/${id}`, { headers });
      expect([res.status, cacheSays(res), res.body.data.price], JSON.stringify(headers)).toEqual([
        200,
        'cache;desc=hit',
        4_500_000,
      ]);
    }
    // A live session never reads the cache.
    const signedIn = await detail(id, admin.token);
    expect([cacheSays(signedIn), signedIn.body.data.price]).toEqual(['cache;desc=miss', 4_650_000]);
  });

  it("a buyer's new name or e-mail shows nowhere public: the cache stays warm", async () => {
    const { id } = await listing();
    await detail(id);
    expect((await detail(id)).headers.get('Server-Timing')).toBe('cache;desc=hit');
    const buyer = await t.buyer();
    for (const change of [{ firstName: 'Ravi' }, { lastName: 'Kumar' }, { email: newPerson().email }]) {
      const edited = await t.call('PATCH', '/users/me', change, buyer.token);
      expect(edited.status, edited.body.message).toBe(200);
      expect((await detail(id)).headers.get('Server-Timing'), JSON.stringify(change)).toBe('cache;desc=hit');
    }
  });
});
