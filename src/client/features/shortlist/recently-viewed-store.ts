/**
 * Listings this device opened, newest first, at most recentlyViewedMax (IndexedDB via idb-keyval, its own
 * database; this module is its only writer). Opening a listing again moves it to the top.
 */
import { clear, createStore, delMany, entries, set, setMany } from 'idb-keyval';
import { OFFLINE_STORES } from '../../../shared/offline/offline-stores';
import {
  SAVED_LISTING_LIMITS,
  type SavedListing,
  type SavedListingKind,
} from '../../../shared/shortlist/saved-listings-constants';
import { readToken } from '../accounts/accounts.storage';
import {
  announceSavedListingsChanged,
  asSavedRecord,
  newestFirst,
  newRecord,
  type SavedCard,
  type SavedRecord,
  savedKey,
} from './saved-records';

const db = createStore(OFFLINE_STORES.recentlyViewed.db, OFFLINE_STORES.recentlyViewed.store);

/** Recently viewed, newest first (records that fail the check are dropped from the answer). */
export async function readRecentlyViewed(): Promise<SavedRecord[]> {
  const records: SavedRecord[] = [];
  for (const [key, value] of await entries(db)) {
    const record = asSavedRecord(value);
    if (record && key === savedKey(record.kind, record.id)) records.push(record);
  }
  return records.sort(newestFirst);
}

/** Keeps the newest recentlyViewedMax records, deleting the rest (and anything unreadable). */
async function evict(): Promise<void> {
  const keep = new Set(
    (await readRecentlyViewed()).slice(0, SAVED_LISTING_LIMITS.recentlyViewedMax).map((r) => savedKey(r.kind, r.id)),
  );
  const drop = (await entries(db)).map(([key]) => String(key)).filter((key) => !keep.has(key));
  if (drop.length > 0) await delMany(drop, db);
}

/**
 * Call when a property or project detail page has loaded: the listing goes to the top of recently
 * viewed (with its card, for offline), and the account hears of it when logged in and online.
 * Never throws: a full or unavailable IndexedDB must not break the detail page.
 */
export async function recordRecentlyViewed(kind: SavedListingKind, card: SavedCard, now = Date.now()): Promise<void> {
  try {
    await set(savedKey(kind, card.id), newRecord(kind, card, new Date(now).toISOString(), now), db);
    await evict();
  } catch {
    return;
  }
  announceSavedListingsChanged();
  if (readToken() && navigator.onLine) {
    void import('./shortlist-sync').then((sync) => sync.syncSavedListings()).catch(() => undefined);
  }
}

/** Takes the account's merged list after a sync that started at `startedAt` (views since then are kept). */
export async function applySyncedRecent(data: SavedListing[], startedAt: number, now = Date.now()): Promise<void> {
  const local = await entries(db);
  const keepLocal = new Set(
    local.filter(([, value]) => (asSavedRecord(value)?.savedAt ?? 0) > startedAt).map(([key]) => String(key)),
  );
  await delMany(
    local.map(([key]) => String(key)).filter((key) => !keepLocal.has(key)),
    db,
  );
  await setMany(
    data
      .filter((item) => !keepLocal.has(savedKey(item.kind, item.id)))
      .map((item) => [savedKey(item.kind, item.id), newRecord(item.kind, item.card, item.at, now)]),
    db,
  );
  await evict();
}

/** Forgets this device's copy (at logout, like the shortlist). */
export async function clearRecentlyViewed(): Promise<void> {
  await clear(db);
  announceSavedListingsChanged();
}
