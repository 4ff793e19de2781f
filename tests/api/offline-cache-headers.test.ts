import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { cityListingsPath, featuredListingsPath } from '../../src/shared/listings/listing-api-paths';
import { LISTING_CACHE_CONTROL } from '../../src/shared/offline/offline-contract';
import { insertProject, insertProperty } from '../fixtures/listings';
import { describeEachDatabase } from '../helpers/database';
import { accountsTestApp, newPerson } from './accounts-support';

/**
 * The service worker keeps listing reads for offline use unless they say `no-store`: public answers are
 * `no-cache` (revalidated), an owner's or admin's view of a listing that is not public is `private, no-store`.
 */
describeEachDatabase('Cache-Control of listing reads (what the offline store may keep)', (database) => {
  let t: ReturnType<typeof accountsTestApp>;
  const tokens: Record<'owner' | 'other' | 'admin', string> = { owner: '', other: '', admin: '' };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = database().db;
    t = accountsTestApp(database());
    for (const who of ['owner', 'other', 'admin'] as const) {
      const person = newPerson();
      const user = await t.signUp(person);
      tokens[who] = await t.logIn(person);
      if (who === 'owner') {
        await db.insert(sellers).values({ userId: user.id, sellerType: 'Builder', companyName: 'Owner Homes' });
        const seller = { id: user.id, sellerType: 'Builder' as const };
        ids.pending = await insertProperty(db, { seller, status: 'pending', publishedAt: null });
        ids.rejected = await insertProperty(db, { seller, status: 'rejected', rejectionReason: 'Blurred photos' });
        ids.active = await insertProperty(db, { seller, city: 'Bhopal', featured: true });
        ids.project = await insertProject(db, seller, {});
        ids.pendingProject = await insertProject(db, seller, { status: 'pending' });
      }
      if (who === 'admin') await db.execute(sql`update users set role = 'admin' where id = ${user.id}`);
    }
  });

  const read = async (path: string, token?: string) => {
    const res = await t.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: res.status, cacheControl: res.headers.get('Cache-Control') };
  };

  it('marks public listing reads no-cache, for visitors and signed-in people alike', async () => {
    const paths = [
      featuredListingsPath(null),
      cityListingsPath('Bhopal'),
      '/api/properties/search?city=Bhopal',
      `/api/properties/${ids.active}`,
      `/api/properties/${ids.active}/similar`,
      `/api/projects/${ids.project}`,
    ];
    for (const path of paths)
      for (const token of [undefined, tokens.other, tokens.owner]) {
        expect(await read(path, token), path).toEqual({ status: 200, cacheControl: LISTING_CACHE_CONTROL.public });
      }
  });

  it("marks an owner's or admin's view of a pending or rejected listing private, no-store", async () => {
    for (const id of [ids.pending, ids.rejected])
      for (const token of [tokens.owner, tokens.admin])
        expect(await read(`/api/properties/${id}`, token)).toEqual({
          status: 200,
          cacheControl: LISTING_CACHE_CONTROL.private,
        });
    expect(await read(`/api/projects/${ids.pendingProject}`, tokens.owner)).toEqual({
      status: 200,
      cacheControl: LISTING_CACHE_CONTROL.private,
    });
    // An admin may be looking at a blocked builder's project: never kept either.
    expect(await read(`/api/projects/${ids.project}`, tokens.admin)).toEqual({
      status: 200,
      cacheControl: LISTING_CACHE_CONTROL.private,
    });
    // Everyone else is not shown them at all.
    expect((await read(`/api/properties/${ids.pending}`, tokens.other)).status).toBe(404);
  });

  it('leaves the no-store of the contact answers alone', async () => {
    const contact = await read(`/api/properties/${ids.active}/contact`, tokens.other);
    expect(contact.cacheControl).toBe('no-store');
  });
});
