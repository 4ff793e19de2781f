/**
 * The shortlist in IndexedDB (idb-keyval, its own database; this module is its only writer). Each
 * listing is one record under `kind:id` with its card, so the list shows offline. A removal that the
 * account has not heard of yet is kept as a tombstone under `removed/kind:id` until a sync sends it.
 */
import { clear, createStore, del, delMany, entries, set, setMany } from 'idb-keyval';
import { OFFLINE_SCHEMA_VERSION, OFFLINE_STORES } from '../../../shared/offline/offline-stores';
import {
  SAVED_LISTING_LIMITS,
  type SavedListing,
  type SavedListingKind,
} from '../../../shared/shortlist/saved-listings-constants';
import {
  announceSavedListingsChanged,
  asSavedRecord,
  isKind,
  isListingId,
  newestFirst,
  newRecord,
  type SavedCard,
  type SavedRecord,
  savedKey,
} from './saved-records';

const db = createStore(OFFLINE_STORES.shortlist.db, OFFLINE_STORES.shortlist.store);

const TOMBSTONE = 'removed/';

/** A removal waiting for the next sync. */
export interface Tombstone {
  schemaVersion: typeof OFFLINE_SCHEMA_VERSION;
  savedAt: number;
  kind: SavedListingKind;
  id: number;
}

function asTombstone(value: unknown): Tombstone | undefined {
  if (typeof value !== 'object' || value === null) return;
  const t = value as Record<string, unknown>;
  if (t.schemaVersion !== OFFLINE_SCHEMA_VERSION || typeof t.savedAt !== 'number') return;
  return isKind(t.kind) && isListingId(t.id) ? (t as unknown as Tombstone) : undefined;
}

/** Everything in the store, checked: live records newest first, and pending removals. */
export async function readShortlistState(): Promise<{ items: SavedRecord[]; removed: Tombstone[] }> {
  const items: SavedRecord[] = [];
  const removed: Tombstone[] = [];
  for (const [key, value] of await entries(db)) {
    if (String(key).startsWith(TOMBSTONE)) {
      const tombstone = asTombstone(value);
      if (tombstone) removed.push(tombstone);
    } else {
      const record = asSavedRecord(value);
      if (record && key === savedKey(record.kind, record.id)) items.push(record);
    }
  }
  return { items: items.sort(newestFirst), removed };
}

/** The shortlist, newest first. */
export const readShortlist = async (): Promise<SavedRecord[]> => (await readShortlistState()).items;

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** Adds (with its card) or removes one listing. Adding to a full list changes nothing. */
export async function setShortlisted(
  kind: SavedListingKind,
  card: SavedCard,
  on: boolean,
  now = Date.now(),
): Promise<ToggleOutcome> {
  const key = savedKey(kind, card.id);
  if (!on) {
    const tombstone: Tombstone = { schemaVersion: OFFLINE_SCHEMA_VERSION, savedAt: now, kind, id: card.id };
    await del(key, db);
    await set(TOMBSTONE + key, tombstone, db);
    return 'removed';
  }
  const { items } = await readShortlistState();
  if (!items.some((r) => r.kind === kind && r.id === card.id) && items.length >= SAVED_LISTING_LIMITS.shortlistMax) {
    return 'full';
  }
  await set(key, newRecord(kind, card, new Date(now).toISOString(), now), db);
  await del(TOMBSTONE + key, db);
  return 'added';
}

/**
 * Takes the account's merged list after a sync that started at `startedAt`: the store then holds exactly
 * that list, except for changes made on this device while the sync was under way (kept for the next one).
 */
export async function applySyncedShortlist(data: SavedListing[], startedAt: number, now = Date.now()): Promise<void> {
  const stale: string[] = [];
  const changedSince = new Set<string>();
  for (const [key, value] of await entries(db)) {
    const name = String(key);
    const savedAt = (value as { savedAt?: unknown } | undefined)?.savedAt;
    const recent = typeof savedAt === 'number' && savedAt > startedAt;
    if (recent) changedSince.add(name.startsWith(TOMBSTONE) ? name.slice(TOMBSTONE.length) : name);
    else stale.push(name);
  }
  const fresh = data
    .filter((item) => !changedSince.has(savedKey(item.kind, item.id)))
    .map(
      (item) => [savedKey(item.kind, item.id), newRecord(item.kind, item.card, item.at, now)] as [string, SavedRecord],
    );
  await delMany(stale, db);
  await setMany(fresh, db);
}

/** Forgets this device's copy (at logout: the account keeps it, and the next person here should not see it). */
export async function clearShortlist(): Promise<void> {
  await clear(db);
  announceSavedListingsChanged();
}
