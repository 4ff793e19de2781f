/**
 * The device's listing store (IndexedDB through idb-keyval, one database per purpose): the saved cities
 * (saved-cities.ts), which only the service worker writes, and every listing the visitor browsed, each
 * card of every public answer kept for offline use, written by the worker (sw/api-answers.ts).
 * Records carry their schema version and are checked on read: anything else reads as absent.
 */
import { createStore, del, delMany, entries, get, set, setMany } from 'idb-keyval';
import { slugOf } from '../landing/landing-slug';
import { isCard } from '../listings/is-card';
import { LISTING_CARD_FIELDS, type ListingCard } from '../listings/listing-types';
import { OFFLINE_SCHEMA_VERSION } from './offline-stores';
import type { SavedCity } from './saved-cities';

export const LISTING_STORES = {
  savedCities: { db: 'pc-saved-cities', store: 'cities' },
  browsed: { db: 'pc-browsed-listings', store: 'listings' },
} as const;

/** Browsed listings kept; beyond this the least recently seen go, in one batch down to BROWSED_KEEP. */
export const BROWSED_LIMIT = 1_000;
const BROWSED_KEEP = 800;

interface BrowsedRecord {
  schemaVersion: number;
  savedAt: number;
  listing: ListingCard;
}

// Opened on first use: a page that only imports this module (for its names) opens nothing.
let cities: ReturnType<typeof createStore> | undefined;
let browsed: ReturnType<typeof createStore> | undefined;
const citiesStore = () => (cities ??= createStore(LISTING_STORES.savedCities.db, LISTING_STORES.savedCities.store));
const browsedStore = () => (browsed ??= createStore(LISTING_STORES.browsed.db, LISTING_STORES.browsed.store));

const isSavedCity = (value: unknown): value is SavedCity => {
  const record = value as Partial<SavedCity> | null | undefined;
  return (
    !!record &&
    record.schemaVersion === OFFLINE_SCHEMA_VERSION &&
    typeof record.key === 'string' &&
    typeof record.city === 'string' &&
    typeof record.savedAt === 'number' &&
    typeof record.usedAt === 'number' &&
    typeof record.bytes === 'number' &&
    Array.isArray(record.listings) &&
    Array.isArray(record.photos)
  );
};

const isBrowsed = (value: unknown): value is BrowsedRecord => {
  const record = value as Partial<BrowsedRecord> | null | undefined;
  return (
    !!record &&
    record.schemaVersion === OFFLINE_SCHEMA_VERSION &&
    typeof record.savedAt === 'number' &&
    isCard(record.listing)
  );
};

/** The key a city is saved under: its slug, as its landing pages' addresses have it. */
export const cityKey = (city: string): string => slugOf(city);

export async function readSavedCity(key: string): Promise<SavedCity | undefined> {
  const record = await get<unknown>(key, citiesStore()).catch(() => undefined);
  return isSavedCity(record) ? record : undefined;
}

/** Every saved city, the most recently used first. */
export async function readSavedCities(): Promise<SavedCity[]> {
  const all = await entries<string, unknown>(citiesStore()).catch(() => []);
  return all
    .map(([, record]) => record)
    .filter(isSavedCity)
    .sort((a, b) => b.usedAt - a.usedAt);
}

/** Written by the service worker only. Throws what IndexedDB throws (a full quota included). */
export const writeSavedCity = (record: SavedCity): Promise<void> => set(record.key, record, citiesStore());

/** Written by the service worker only. */
export const deleteSavedCity = (key: string): Promise<void> => del(key, citiesStore());

/** Every listing browsed, as last seen. */
export async function readBrowsed(): Promise<ListingCard[]> {
  const all = await entries<number, unknown>(browsedStore()).catch(() => []);
  return all.map(([, record]) => record).flatMap((record) => (isBrowsed(record) ? [record.listing] : []));
}

export async function readBrowsedListing(id: number): Promise<ListingCard | undefined> {
  const record = await get<unknown>(id, browsedStore()).catch(() => undefined);
  return isBrowsed(record) ? record.listing : undefined;
}

/**
 * Keeps `cards` as browsed, seen at `seenAt` (a detail keeps its card's fields only): the worker calls it
 * for every answer it keeps, and once when it starts for the answers the page kept before it ran. A copy
 * older than the one stored is skipped, so the newest seen always wins. Best effort, bounded to
 * BROWSED_LIMIT.
 */
export async function rememberBrowsed(cards: readonly ListingCard[], seenAt = Date.now()): Promise<void> {
  if (cards.length === 0) return;
  const store = browsedStore();
  const stored = new Map(
    (await entries<number, unknown>(store)).map(([id, record]) => [id, isBrowsed(record) ? record.savedAt : 0]),
  );
  const newer = cards.filter((listing) => (stored.get(listing.id) ?? -1) < seenAt);
  if (newer.length === 0) return;
  await setMany(
    newer.map((listing) => {
      stored.set(listing.id, seenAt);
      return [listing.id, { schemaVersion: OFFLINE_SCHEMA_VERSION, savedAt: seenAt, listing: cardOf(listing) }];
    }),
    store,
  );
  if (stored.size <= BROWSED_LIMIT) return;
  const oldest = [...stored].sort((a, b) => a[1] - b[1]).slice(0, stored.size - BROWSED_KEEP);
  await delMany(
    oldest.map(([id]) => id),
    store,
  );
}

/** A card's fields (LISTING_CARD_FIELDS): a detail answer carries much more, which the store does not need. */
function cardOf(listing: ListingCard): ListingCard {
  const card = Object.fromEntries(
    LISTING_CARD_FIELDS.map((field) => [field, listing[field]]),
  ) as unknown as ListingCard;
  const { city, state, locality } = listing.location;
  return { ...card, location: { city, state, locality } };
}

/** The cards in a public answer's body: lists, a detail, a landing page's or a project's listings. */
export function cardsInAnswer(body: unknown): ListingCard[] {
  const answer = body as { data?: unknown; properties?: unknown } | null;
  if (!answer || typeof answer !== 'object') return [];
  const data = answer.data as { listings?: unknown; properties?: unknown } | unknown[] | undefined;
  const found = [
    ...(Array.isArray(data) ? data : [data]),
    ...(Array.isArray(answer.properties) ? answer.properties : []),
    ...(data && !Array.isArray(data) && Array.isArray(data.listings) ? data.listings : []),
    ...(data && !Array.isArray(data) && Array.isArray(data.properties) ? data.properties : []),
  ];
  return found.filter(isCard);
}
