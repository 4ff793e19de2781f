import { createStore, delMany, entries, get, keys, set } from 'idb-keyval';
import {
  isUsableRecord,
  keysToEvict,
  OFFLINE_API_LIMITS,
  OFFLINE_SCHEMA_VERSION,
  OFFLINE_STORES,
  type OfflineAnswerRecord,
} from './offline-stores';

/**
 * The IndexedDB store of saved API answers (idb-keyval, its own database), keyed by pathname + search.
 * Bounded to OFFLINE_API_LIMITS.maxAnswers, oldest first out; a full quota evicts and retries once, and
 * otherwise the answer is simply not kept (saving is best effort, never an error for the page).
 */

const store = createStore(OFFLINE_STORES.apiAnswers.db, OFFLINE_STORES.apiAnswers.store);

/** Every usable saved answer. */
export async function readAnswers(): Promise<OfflineAnswerRecord[]> {
  const all = await entries<string, unknown>(store).catch(() => []);
  const now = Date.now();
  return all.flatMap(([, record]) => (isUsableRecord(record, now) ? [record] : []));
}

/** The saved answer for `key`, or undefined (none, another schema version, or too old). */
export async function readAnswer(key: string): Promise<OfflineAnswerRecord | undefined> {
  const record = await get<unknown>(key, store).catch(() => undefined);
  return isUsableRecord(record, Date.now()) ? record : undefined;
}

async function evict(keep: number): Promise<void> {
  const doomed = keysToEvict(await entries<string, unknown>(store), Date.now(), keep);
  if (doomed.length > 0) await delMany(doomed, store);
}

const isQuotaError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';

/** Keeps an answer; resolves to the time it was saved at, or undefined when it could not be kept. */
export async function saveAnswer(key: string, status: number, body: string): Promise<number | undefined> {
  const record: OfflineAnswerRecord = {
    schemaVersion: OFFLINE_SCHEMA_VERSION,
    savedAt: Date.now(),
    url: key,
    status,
    body,
  };
  try {
    try {
      await set(key, record, store);
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      // The origin's quota is full: make room (half the bound) and try once more.
      await evict(Math.floor(OFFLINE_API_LIMITS.maxAnswers / 2));
      await set(key, record, store);
    }
    if ((await keys(store)).length > OFFLINE_API_LIMITS.maxAnswers) await evict(OFFLINE_API_LIMITS.evictDownTo);
    return record.savedAt;
  } catch {
    // Best effort: an answer that cannot be kept is just not available offline.
    return undefined;
  }
}
