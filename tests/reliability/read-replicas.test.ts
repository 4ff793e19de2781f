/**
 * Read replicas (DATABASE_REPLICA_URLS) against a real streaming replica on loopback: public reads come
 * from the replica (shown by pausing its replay: a visitor does not see a new listing yet), the writer
 * sees what they wrote at once everywhere, no write ever reaches the read-only replica, and with the
 * replicas stopped the public reads are answered by the primary.
 */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createLogger } from '../../src/server/lib/logger';
import { createPublicCache } from '../../src/server/lib/public-cache';
import { READ_ROUTING } from '../../src/server/lib/read-routing';
import type { ReadyResponse } from '../../src/shared/api';
import { PATHS } from '../../src/shared/routes';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { newPerson } from '../helpers/api-client';
import { type ReplicaCluster, startReplicaCluster } from '../helpers/replica-cluster';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const SEARCH = '/properties/search?city=Bhopal&sort=newest';

let cluster: ReplicaCluster;
let database: DatabaseHandle;
let t: ReturnType<typeof sellerTestApp>;
let admin: Person;
const fallbacks: string[] = [];

beforeAll(async () => {
  cluster = await startReplicaCluster({ replicas: 2, ports: { from: 55400, to: 55499 } });
  database = openPostgres(cluster.primary.url, 5, {
    urls: cluster.replicas.map((replica) => replica.url),
    poolMax: 3,
    onFallback: (name) => fallbacks.push(name),
  });
  await database.migrate();
  // The real built client, so that a listing's public page is rendered on the server as in production.
  await buildClientIfNeeded();
  t = sellerTestApp(database, {
    publicCache: createPublicCache({ logger: createLogger({ LOG_LEVEL: 'silent' }) }),
    clientDir: resolve('dist'),
  });
  const details = newPerson();
  const made = await createAdmin(database.db, details);
  if (made.outcome !== 'created') throw new Error(`expected a new admin, got ${made.outcome}`);
  admin = { user: made.user, token: await t.logIn(details) };
  await cluster.caughtUp();
}, 300_000);

afterAll(async () => {
  await database?.close();
  await cluster?.destroy();
});

/** Runs `step` on every replica at once. */
const eachReplica = (step: (replica: ReplicaCluster['replicas'][number]) => Promise<void>) =>
  Promise.all(cluster.replicas.map(step));

/** A GET as a browser would send it: with the session's token, or the cookies it holds, or neither. */
async function get(path: string, { token, cookie }: { token?: string; cookie?: string } = {}) {
  const res = await t.app.request(path, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { status: res.status, text: await res.text() };
}

const idsIn = (text: string) => (JSON.parse(text) as { data: Array<{ id: number }> }).data.map((card) => card.id);

/** A new listing of `seller`, approved by the admin; the cookie the seller's browser was given for it. */
async function approvedListing(seller: Person, title: string) {
  const made = await t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat({ title }), seller.token);
  expect(made.status, made.body.message).toBe(201);
  const cookie = made.headers.get('Set-Cookie')?.split(';')[0];
  // Its expiry, signed: a browser cannot make one up.
  expect(cookie).toMatch(new RegExp(`^${READ_ROUTING.recentWriteCookie}=\\d+\\.[\\w-]{43}$`));
  const approved = await t.call('POST', `/admin/properties/${made.body.data.id}/approve`, undefined, admin.token);
  expect(approved.status).toBe(200);
  return { id: made.body.data.id, cookie: cookie ?? '' };
}

describe('read replicas', () => {
  it('answers visitors from the replica while the writer sees their new listing at once', async () => {
    const seller = await t.seller();
    await cluster.caughtUp();
    await eachReplica(cluster.pauseReplay);
    const title = '3 BHK flat beside the lake, seen first by its seller';
    let id = 0;
    let page = '';
    try {
      const made = await approvedListing(seller, title);
      id = made.id;
      const { cookie } = made;
      page = `${PATHS.propertyProfile}?id=${id}`;

      // A visitor reads the replica, which has not replayed the new listing yet.
      expect(idsIn((await get(`/api${SEARCH}`)).text)).not.toContain(id);
      // A marker the server did not sign counts for nothing: still the replica.
      expect(idsIn((await get(`/api${SEARCH}`, { cookie: `${READ_ROUTING.recentWriteCookie}=1` })).text)).not.toContain(
        id,
      );
      expect((await get(`/api/properties/${id}`)).status).toBe(404);
      expect((await get(page)).status).toBe(404);

      // The seller, signed in, reads the primary: their listings, and the listing itself.
      expect(idsIn((await get('/api/seller/properties', { token: seller.token })).text)).toContain(id);
      expect((await get(`/api/properties/${id}`, { token: seller.token })).status).toBe(200);
      // Their browser's public pages carry no token but the cookie of the write: the primary again,
      // and never a kept answer.
      expect(idsIn((await get(`/api${SEARCH}`, { cookie })).text)).toContain(id);
      const own = await get(page, { cookie });
      expect(own.status).toBe(200);
      expect(own.text).toContain(title);
    } finally {
      await eachReplica(cluster.resumeReplay);
    }
    await cluster.caughtUp();
    // Caught up, the replica shows it to everyone: nothing stale was kept for visitors meanwhile.
    expect(idsIn((await get(`/api${SEARCH}`)).text)).toContain(id);
    expect((await get(`/api/properties/${id}`)).status).toBe(200);
    const shown = await get(page);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain(title);
  });

  it('sends every write to the primary: none fails on the read-only replica', async () => {
    const seller = await t.seller();
    const buyer = await t.buyer();
    const { id } = await approvedListing(seller, 'Villa with a garden, written to the primary');
    const enquiry = {
      propertyId: id,
      message: 'Is it still available? I can visit on Sunday.',
      preferredTime: 'Evening',
    };
    const writes = [
      await t.call('POST', '/enquiries', enquiry, buyer.token),
      await t.call('PUT', `/me/shortlist/property/${id}`, undefined, buyer.token),
      // An edit sends the listing back to moderation; the admin approves it again.
      await t.call('PATCH', `/seller/properties/${id}`, validFlat({ price: 4_700_000 }), seller.token),
      await t.call('PATCH', '/users/me', { firstName: 'Meera' }, buyer.token),
      await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token),
      await t.call('POST', '/users/logout', undefined, buyer.token),
    ];
    // Reads between the writes, as visitors and as the writers, on the same app.
    const reads = [
      await get(`/api/properties/${id}`),
      await get(`/api${SEARCH}`),
      await get('/api/me/shortlist', { token: seller.token }),
      await get('/sitemap.xml'),
    ];
    // A write sent to the read side fails there (25006, read-only transaction), and would answer 500.
    await expect(
      database.read.execute(sql`update users set first_name = first_name where false`),
    ).rejects.toMatchObject({ cause: { code: '25006' } });
    expect(writes.map((reply) => (reply.status < 300 ? 'done' : `${reply.status} ${reply.body.message}`))).toEqual(
      writes.map(() => 'done'),
    );
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200]);
  });

  it('spreads the read side over the replicas in turn', async () => {
    const [first, second] = cluster.replicas;
    if (!first || !second) throw new Error('the cluster has two replicas');
    await database.db.execute(sql`create table replica_probe (id int)`);
    await cluster.caughtUp();
    await cluster.pauseReplay(first);
    try {
      await database.db.execute(sql`insert into replica_probe values (1)`);
      await cluster.caughtUp({ replicas: [second] });
      const count = async () => {
        const { rows } = (await database.read.execute(
          sql`select count(*)::int as n from replica_probe`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        return rows[0]?.n;
      };
      // One replica has the row and the other not yet: two reads in a row ask both.
      expect([await count(), await count()].sort()).toEqual([0, 1]);
    } finally {
      await cluster.resumeReplay(first);
    }
  });

  it('answers public reads from the primary while the replicas are down, and is still ready', async () => {
    const seller = await t.seller();
    const { id } = await approvedListing(seller, 'Plot near the ring road, read while the replica sleeps');
    await cluster.caughtUp();
    const before = await t.call<ReadyResponse>('GET', '/ready');
    expect(before.body.replicas).toEqual({ configured: 2, answering: 2 });

    await eachReplica((replica) => replica.stop('fast'));
    try {
      fallbacks.length = 0;
      const search = await get(`/api${SEARCH}`);
      expect(search.status).toBe(200);
      expect(idsIn(search.text)).toContain(id);
      expect((await get(`/api/properties/${id}`)).status).toBe(200);
      expect(fallbacks.length).toBeGreaterThan(0);
      const ready = await t.call<ReadyResponse>('GET', '/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ready', replicas: { configured: 2, answering: 0 } });
    } finally {
      await eachReplica((replica) => replica.start());
    }
    // Back: readiness sees them answer, and visitors read them again (their replay paused shows it).
    expect((await t.call<ReadyResponse>('GET', '/ready')).body.replicas).toEqual({ configured: 2, answering: 2 });
    await cluster.caughtUp();
    await eachReplica(cluster.pauseReplay);
    try {
      const later = await approvedListing(await t.seller(), 'Second plot, written while the replica is paused again');
      expect(idsIn((await get(`/api${SEARCH}`)).text)).not.toContain(later.id);
    } finally {
      await eachReplica(cluster.resumeReplay);
    }
  });
});
