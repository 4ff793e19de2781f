/**
 * The properties chosen to compare, on this device (idb-keyval, its own database): one record, the ids in the
 * order chosen, with `savedAt` and the schema version, checked on read. Public ids only, so it stays across
 * logins like the device's other choices. Reading only: every compare button reads it (the home page's cards
 * too), while the writes load with a press (compare-store.ts, the only writer).
 */
import { createStore, get } from 'idb-keyval';
import { COMPARE_LIMITS } from '../../../shared/compare/compare-basics';
import { BUYER_STORES } from '../../../shared/offline/buyer-stores';
import { OFFLINE_SCHEMA_VERSION } from '../../../shared/offline/offline-stores';

export const compareDb = createStore(BUYER_STORES.compare.db, BUYER_STORES.compare.store);
export const COMPARE_KEY = 'selection';

/** The window event sent after every change (the buttons, the tray and the page read the store again). */
export const COMPARE_CHANGED_EVENT = 'pc:compare-changed';

export interface CompareRecord {
  schemaVersion: typeof OFFLINE_SCHEMA_VERSION;
  savedAt: number;
  ids: number[];
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The ids as stored, if the record is one this version wrote (anything else counts as none). */
export function asCompareIds(value: unknown): number[] {
  const record = value as Partial<CompareRecord> | null | undefined;
  if (record?.schemaVersion !== OFFLINE_SCHEMA_VERSION || !Array.isArray(record.ids)) return [];
  return [...new Set(record.ids.filter(isId))].slice(0, COMPARE_LIMITS.max);
}

/** The chosen ids, in the order chosen; none when IndexedDB is unavailable. */
export async function readCompareIds(): Promise<number[]> {
  return asCompareIds(await get<unknown>(COMPARE_KEY, compareDb).catch(() => undefined));
}
