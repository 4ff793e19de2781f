/**
 * Saved searches in IndexedDB (idb-keyval, its own database; this module is its only writer), so a
 * visitor without an account gets the 'N new since your last visit' badge too. One record per search,
 * keyed by its query string; `serverId` once the account has it.
 */
import { clear, createStore, del, entries, get, set } from 'idb-keyval';
import { SAVED_SEARCH_LIMITS } from '../../../shared/alerts/saved-search-constants';
import { OFFLINE_SCHEMA_VERSION, OFFLINE_STORES } from '../../../shared/offline/offline-contract';

const db = createStore(OFFLINE_STORES.savedSearches.db, OFFLINE_STORES.savedSearches.store);

export interface SavedSearchRecord {
  schemaVersion: typeof OFFLINE_SCHEMA_VERSION;
  /** Epoch milliseconds this device wrote the record. */
  savedAt: number;
  query: string;
  label: string;
  /** ISO time the buyer last opened the search's results: new listings are counted from here. */
  lastSeenAt: string;
  /** The account's id for it, once saved there. */
  serverId?: number;
}

/** The record, if it is one this version wrote. */
function asRecord(key: IDBValidKey, value: unknown): SavedSearchRecord | undefined {
  if (typeof value !== 'object' || value === null) return;
  const r = value as Record<string, unknown>;
  if (r.schemaVersion !== OFFLINE_SCHEMA_VERSION || typeof r.savedAt !== 'number' || r.query !== key) return;
  if (typeof r.label !== 'string' || typeof r.lastSeenAt !== 'string' || Number.isNaN(Date.parse(r.lastSeenAt))) return;
  if (r.serverId !== undefined && typeof r.serverId !== 'number') return;
  return value as SavedSearchRecord;
}

/** Every saved search, newest first. */
export async function readSavedSearches(): Promise<SavedSearchRecord[]> {
  const records: SavedSearchRecord[] = [];
  for (const [key, value] of await entries(db)) {
    const record = asRecord(key, value);
    if (record) records.push(record);
  }
  return records.sort((a, b) => b.savedAt - a.savedAt);
}

export async function readSavedSearch(query: string): Promise<SavedSearchRecord | undefined> {
  return asRecord(query, await get(query, db));
}

export type SaveOutcome = 'added' | 'exists' | 'full';

/** Saves a search on this device (its badge counts from now), up to the account's cap. */
export async function saveSearchLocally(query: string, label: string, now = new Date()): Promise<SaveOutcome> {
  if (await readSavedSearch(query)) return 'exists';
  if ((await readSavedSearches()).length >= SAVED_SEARCH_LIMITS.perAccount) return 'full';
  const record: SavedSearchRecord = {
    schemaVersion: OFFLINE_SCHEMA_VERSION,
    savedAt: now.getTime(),
    query,
    label,
    lastSeenAt: now.toISOString(),
  };
  await set(query, record, db);
  return 'added';
}

/** Merges what the account says about a search (its id; a later lastSeenAt) into this device's record. */
export async function putSavedSearch(
  record: Omit<SavedSearchRecord, 'schemaVersion' | 'savedAt'>,
  savedAt = Date.now(),
) {
  const existing = await readSavedSearch(record.query);
  const lastSeenAt =
    existing && Date.parse(existing.lastSeenAt) > Date.parse(record.lastSeenAt)
      ? existing.lastSeenAt
      : record.lastSeenAt;
  const merged: SavedSearchRecord = {
    schemaVersion: OFFLINE_SCHEMA_VERSION,
    savedAt: existing?.savedAt ?? savedAt,
    query: record.query,
    label: existing?.label ?? record.label,
    lastSeenAt,
    ...(record.serverId === undefined ? {} : { serverId: record.serverId }),
  };
  await set(record.query, merged, db);
}

/** The buyer opened the search's results now. */
export async function markSeenLocally(query: string, now = new Date()): Promise<SavedSearchRecord | undefined> {
  const record = await readSavedSearch(query);
  if (!record) return undefined;
  const seen = { ...record, lastSeenAt: now.toISOString() };
  await set(query, seen, db);
  return seen;
}

export const removeSavedSearchLocally = (query: string): Promise<void> => del(query, db);

/** Forgets this device's copy (at logout: the account keeps the searches it saved). */
export const clearSavedSearchesLocally = (): Promise<void> => clear(db);
