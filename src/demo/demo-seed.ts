/**
 * Seeds the demo marketplace into a database: renders and stores the photo library, then inserts
 * accounts, seller profiles, projects, properties and their photos in batched statements, all in one
 * transaction under an advisory lock, so a crash leaves nothing half-seeded and two processes starting
 * together on one PostgreSQL seed once.
 */

import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../server/db/client';
import { users } from '../server/features/accounts/accounts.schema';
import { enquiries } from '../server/features/enquiries/enquiries.schema';
import { properties, propertyPhotos } from '../server/features/listings/listings.schema';
import { media } from '../server/features/media/media.schema';
import { createDiskMediaStore, type MediaStore } from '../server/features/media/media.store';
import { projectPhotos, projects } from '../server/features/projects/projects.schema';
import { sellers } from '../server/features/sellers/sellers.schema';
import { DEMO_DEFAULTS, generateDemoMarketplace } from './demo-generator';
import { renderDemoPhotos } from './demo-photos';
import { demoPasswordHash, moveOffTakenContacts } from './demo-seed-accounts';
import { insertDemoBilling } from './demo-seed-billing';
import { insertDemoReviews } from './demo-seed-reviews';
import { enquiryRows, photoRows, projectRows, propertyRows, sellerRows, userRows } from './demo-seed-rows';
import { hasAnyUser, inBatches, insertJsonRows, lastDemoSequence, lockDemoSeeding, reserveIds } from './demo-seed-sql';

export interface DemoSeedOptions {
  /** Folder of the disk media store (`<DATA_DIR>/media`), used when no `store` is given. */
  mediaDir: string;
  /** The configured media store (a bucket) to put the photos in, rather than `mediaDir`. */
  store?: MediaStore | undefined;
  properties?: number;
  projects?: number;
  sellers?: number;
  seed?: number;
  logger?: { info(obj: object, msg?: string): void };
}

export interface DemoSeedResult {
  users: number;
  properties: number;
  projects: number;
  enquiries: number;
  reviews: number;
  subscriptions: number;
  media: number;
  ms: number;
}

// Rows per statement: big enough to amortise a round trip, small enough to keep each JSON value a few MB.
const BATCH = { users: 2000, projects: 1000, properties: 1000, photos: 10_000, enquiries: 5000 } as const;

const insertAll = <T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  size: number,
  options?: { overridingSystemValue?: boolean },
) => inBatches(rows, size, (batch) => insertJsonRows(db, table, batch, options));

async function seedInto(db: Database, options: DemoSeedOptions, passwordHash: string): Promise<DemoSeedResult> {
  const started = performance.now();
  const { logger, seed = DEMO_DEFAULTS.seed } = options;
  const market = generateDemoMarketplace({
    seed,
    properties: options.properties ?? DEMO_DEFAULTS.properties,
    projects: options.projects ?? DEMO_DEFAULTS.projects,
    sellers: options.sellers ?? DEMO_DEFAULTS.sellers,
    sequenceStart: await lastDemoSequence(db),
  });
  await moveOffTakenContacts(db, market.sellers);
  const photos = await renderDemoPhotos(options.store ?? createDiskMediaStore(options.mediaDir), seed);
  const hashes = photos.map((photo) => photo.hash);
  logger?.info(
    { photos: photos.length, ms: Math.round(performance.now() - started) },
    'demo: marketplace generated, photos stored',
  );

  await db.insert(media).values(photos).onConflictDoNothing();
  const ids = {
    users: await reserveIds(db, 'users', market.sellers.length),
    projects: await reserveIds(db, 'projects', market.projects.length),
    properties: await reserveIds(db, 'properties', market.properties.length),
  };
  const withIds = { overridingSystemValue: true };
  await insertAll(db, users, userRows(market, ids, passwordHash), BATCH.users, withIds);
  await insertAll(db, sellers, sellerRows(market, ids), BATCH.users);
  await insertAll(db, projects, projectRows(market, ids), BATCH.projects, withIds);
  const projectPhotoRows = photoRows(market.projects, ids.projects, hashes);
  await insertAll(
    db,
    projectPhotos,
    projectPhotoRows.map(({ ownerId, ...row }) => ({ projectId: ownerId, ...row })),
    BATCH.photos,
  );
  logger?.info(
    { sellers: market.sellers.length, projects: market.projects.length },
    'demo: sellers and projects inserted',
  );

  const propertyList = propertyRows(market, ids);
  await insertAll(db, properties, propertyList, BATCH.properties, withIds);
  const propertyPhotoRows = photoRows(market.properties, ids.properties, hashes);
  await insertAll(
    db,
    propertyPhotos,
    propertyPhotoRows.map(({ ownerId, ...row }) => ({ propertyId: ownerId, ...row })),
    BATCH.photos,
  );
  await insertAll(db, enquiries, enquiryRows(market, ids), BATCH.enquiries);
  const reviews = await insertDemoReviews(db, market, ids.users);
  // After the listings and projects: each subscription is sized to what its seller has live.
  const subscriptions = await insertDemoBilling(db, ids.users, new Date());
  return {
    subscriptions,
    users: market.sellers.length,
    properties: propertyList.length,
    projects: market.projects.length,
    enquiries: market.enquiries.length,
    reviews,
    media: photos.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Seeds (or, on a database that has demo accounts already, appends) a demo marketplace. */
export async function seedDemoMarketplace(handle: DatabaseHandle, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const passwordHash = await demoPasswordHash();
  return handle.db.transaction(async (tx) => {
    await lockDemoSeeding(tx);
    return seedInto(tx, options, passwordHash);
  });
}

/** Seeds only a database without any account (a restart, or a second process, seeds nothing); null when skipped. */
export async function seedDemoIfEmpty(
  handle: DatabaseHandle,
  options: DemoSeedOptions,
): Promise<DemoSeedResult | null> {
  // Cheap check first, so a normal restart neither hashes a password nor waits for a lock.
  if (await hasAnyUser(handle.db)) return null;
  const passwordHash = await demoPasswordHash();
  return handle.db.transaction(async (tx) => {
    await lockDemoSeeding(tx);
    if (await hasAnyUser(tx)) return null;
    return seedInto(tx, options, passwordHash);
  });
}
