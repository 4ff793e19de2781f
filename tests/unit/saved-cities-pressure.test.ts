/**
 * Saved cities under storage pressure: the worker's own code (sw/saved-cities.ts) saving five cities in
 * turn from the real server, in-process on PGlite with real photo files, on a phone that grants little.
 * Its IndexedDB is fake-indexeddb and its Cache Storage a stand-in that refuses writes past its capacity
 * with QuotaExceededError, as a full origin does (Chromium here ignores DevTools' quota override, so a
 * browser cannot be made this tight). Whether the budget (half the quota) or the full quota is what
 * bites, the least recently used cities go first, the newest is always kept, an evicted city's photos go
 * with it unless a kept city shows them too, what is kept stays within the budget, and nothing throws.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { openPglite } from '../../src/server/db/client';
import { propertyPhotos } from '../../src/server/features/listings/listings.schema';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { cityKey, deleteSavedCity, readSavedCities } from '../../src/shared/offline/listing-store';
import { OFFLINE_CITY } from '../../src/shared/offline/saved-cities';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { installWorkerScope, type WorkerScopeStandIn } from '../helpers/worker-scope';

/**
 * The worker's module, imported by a path the test project's compiler does not follow: the worker is
 * typed with its own WebWorker library (sw/tsconfig.json), this project with the DOM's.
 */
const WORKER_MODULE = new URL('../../sw/saved-cities.ts', import.meta.url).href;
type SaveCity = (city: string, options: { lite: boolean; width: 320 }) => Promise<void>;

const ORIGIN = 'http://127.0.0.1:5000';
const CITIES = ['Bhopal', 'Indore', 'Jaipur', 'Pune', 'Lucknow'];
const LISTINGS_PER_CITY = 10;
const PHOTO_BYTES = 20_000;
const WIDTH = 320;

// Five cities saved from PGlite, each a few hundred milliseconds: more than a unit test's default 5 s on a
// busy machine.
describe('saved cities under storage pressure', () => {
  let database: DatabaseHandle;
  let media: string;
  let app: ReturnType<typeof createTestApp>;
  let saveCityForOffline: SaveCity;
  let scope: WorkerScopeStandIn;
  const saved = globalThis as Record<string, unknown>;
  const before = { fetch: saved.fetch, caches: saved.caches, self: saved.self };

  beforeAll(async () => {
    database = await openPglite(undefined);
    await database.migrate();
    media = mkdtempSync(join(tmpdir(), 'pc-pressure-media-'));
    const seller = await insertSeller(database.db);
    for (const city of CITIES)
      for (let i = 0; i < LISTINGS_PER_CITY; i++)
        await insertProperty(database.db, { seller, city, locality: `Ward ${i}` });
    // Every cover as a real file the server streams.
    for (const { hash } of await database.db.select({ hash: propertyPhotos.mediaHash }).from(propertyPhotos)) {
      mkdirSync(join(media, hash.slice(0, 2)), { recursive: true });
      writeFileSync(join(media, hash.slice(0, 2), `${hash}-${WIDTH}.webp`), new Uint8Array(PHOTO_BYTES));
    }
    app = createTestApp(database, { media: createDiskMediaStore(media) });
  }, 120_000);

  afterAll(async () => {
    Object.assign(globalThis, before);
    await database?.close();
    if (media) rmSync(media, { recursive: true, force: true });
  });

  /** Saves every city in turn, as the visitor asks; resolves with what the worker kept. */
  async function saveAll(quota: number, capacity: number) {
    scope = installWorkerScope(app, ORIGIN, quota, capacity);
    ({ saveCityForOffline } = (await import(/* @vite-ignore */ WORKER_MODULE)) as { saveCityForOffline: SaveCity });
    for (const city of CITIES)
      await expect(saveCityForOffline(city, { lite: false, width: WIDTH })).resolves.toBeUndefined();
    return readSavedCities();
  }

  /** Checks what every test below holds, whatever bit: LRU out first, newest kept, within budget, photos with them. */
  async function expectLeastRecentlyUsedOut(quota: number) {
    const kept = await readSavedCities();
    const names = kept.map((city) => city.city);
    expect(names).toContain(CITIES.at(-1));
    const evicted = CITIES.filter((city) => !names.includes(city));
    expect(evicted.length).toBeGreaterThan(0);
    expect(evicted).toEqual(CITIES.slice(0, evicted.length));
    const budget = Math.min(OFFLINE_CITY.budgetBytes, quota * OFFLINE_CITY.budgetShareOfQuota);
    expect(kept.reduce((sum, city) => sum + city.bytes, 0)).toBeLessThanOrEqual(budget);
    // Every kept city's photos are there; none is left of a city that went.
    const photos = [...(scope.storage.caches.get('pc-city-photos-v1')?.keys() ?? [])];
    const keptPhotos = new Set(kept.flatMap((city) => city.photos));
    expect(photos.sort()).toEqual([...keptPhotos].sort());
    // The pages heard of every save and every removal.
    const told = scope.told.map((message) => message.type);
    expect(told.filter((type) => type === SW_MESSAGES.cityRemoved)).toHaveLength(evicted.length);
    expect(scope.told.filter((message) => message.type === SW_MESSAGES.cityRemoved).map((m) => m.key)).toEqual(
      evicted.map(cityKey),
    );
  }

  it('keeps the saved cities within half of what the browser grants, the oldest going first', async () => {
    // Room enough on the device: the budget is what bites (about two cities of ten photos).
    const quota = 2 * (LISTINGS_PER_CITY * PHOTO_BYTES + 20_000) * 2;
    const kept = await saveAll(quota, Number.POSITIVE_INFINITY);
    expect(scope.storage.quotaErrors).toBe(0);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.every((city) => city.photos.length === LISTINGS_PER_CITY)).toBe(true);
    await expectLeastRecentlyUsedOut(quota);
    expect(scope.told.filter((message) => message.type === SW_MESSAGES.citySaved)).toHaveLength(CITIES.length);
  }, 60_000);

  it('when the quota itself is full, makes room from the oldest city and never throws', async () => {
    for (const city of await readSavedCities()) await deleteSavedCity(city.key);
    // The browser grants much, but the device is nearly full: the cache refuses long before the budget.
    const quota = 50 * 1024 * 1024;
    const capacity = 2.5 * LISTINGS_PER_CITY * PHOTO_BYTES;
    await saveAll(quota, capacity);
    expect(scope.storage.quotaErrors).toBeGreaterThan(0);
    await expectLeastRecentlyUsedOut(quota);
    // Each save was said to the pages: saved, or not enough room; never an error.
    const outcomes = scope.told.filter((m) => m.type === SW_MESSAGES.citySaved || m.type === SW_MESSAGES.cityNotSaved);
    expect(outcomes).toHaveLength(CITIES.length);
    expect(outcomes.filter((m) => m.type === SW_MESSAGES.cityNotSaved).every((m) => m.reason === 'storage')).toBe(true);
  }, 60_000);
});
