import { beforeAll, expect, it } from 'vitest';
import { cityListingsPath, featuredListingsPath } from '../../src/shared/listings/listing-api-paths';
import { LISTING_CACHE_CONTROL, mayKeepAnswer } from '../../src/shared/offline/offline-contract';
import { insertProject, insertProperty } from '../fixtures/listings';
import type { ApiClient } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { ownerOtherAdmin } from '../helpers/visibility-api';

/**
 * The service worker keeps listing reads for offline use unless they say `no-store`: public answers are
 * revalidated by browsers (a visitor's may be kept 30 s by a shared cache, a signed-in person's is `no-cache`),
 * an owner's or admin's view of a listing that is not public is `private, no-store`.
 */
describeEachDatabase('Cache-Control of listing reads (what the offline store may keep)', (database) => {
  let t: ApiClient;
  let tokens: Record<'owner' | 'other' | 'admin', string>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    ({ t, tokens, ids } = await ownerOtherAdmin(database(), async (db, seller) => ({
      pending: await insertProperty(db, { seller, status: 'pending', publishedAt: null }),
      rejected: await insertProperty(db, { seller, status: 'rejected', rejectionReason: 'Blurred photos' }),
      active: await insertProperty(db, { seller, city: 'Bhopal', featured: true }),
      project: await insertProject(db, seller, {}),
      pendingProject: await insertProject(db, seller, { status: 'pending' }),
    })));
  });

  const read = async (path: string, token?: string) => {
    const res = await t.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: res.status, cacheControl: res.headers.get('Cache-Control') };
  };

  it('lets the offline store keep public listing reads: shared briefly for visitors, no-cache signed in', async () => {
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
        const cacheControl = token ? LISTING_CACHE_CONTROL.public : LISTING_CACHE_CONTROL.shared;
        expect(await read(path, token), path).toEqual({ status: 200, cacheControl });
        expect(mayKeepAnswer(200, 'application/json', cacheControl)).toBe(true);
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
