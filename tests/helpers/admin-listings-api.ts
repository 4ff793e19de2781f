/** Helpers for the admin tables' API tests: rows made straight in the database, and the table's reads. */
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { propertyPhotos } from '../../src/server/features/listings/listings.schema';
import { mediaUploads } from '../../src/server/features/media/media.schema';
import type { AdminListingsPage } from '../../src/shared/admin/admin-listings-contract';
import { insertMedia, insertProperty, type PropertyInput } from '../fixtures/listings';
import type { adminTestApp } from './admin-api';
import type { Person } from './seller-api';

let n = 0;
/** A property with a title nobody else has (so it is not "near-identical" by accident), photos left to the test. */
export function uniqueProperty(db: Database, input: PropertyInput): Promise<number> {
  n += 1;
  return insertProperty(db, { photos: 0, title: `Listing ${n} ${Date.now()}`, ...input });
}

/**
 * Gives a property a photo by the content hash made from `seed`, uploaded by `uploadedBy` (a user id) or,
 * without one, a photo of the site's own library (as the demo's are).
 */
export async function addPhoto(
  db: Database,
  propertyId: number,
  seed: string,
  uploadedBy?: number,
  position = 0,
): Promise<void> {
  const hash = await insertMedia(db, seed);
  if (uploadedBy !== undefined) {
    await db.insert(mediaUploads).values({ mediaHash: hash, userId: uploadedBy }).onConflictDoNothing();
  }
  await db.insert(propertyPhotos).values({ propertyId, position, mediaHash: hash });
}

/** GET the table as `as` (the admin by default) with the query string given; asserts 200. */
export async function table(
  t: ReturnType<typeof adminTestApp>,
  as: Person,
  query: string,
  kind: 'properties' | 'projects' = 'properties',
): Promise<AdminListingsPage> {
  const res = await t.call<AdminListingsPage>('GET', `/admin/${kind}?${query}`, undefined, as.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export const idsOf = (page: AdminListingsPage) => page.data.map((row) => row.id);
