/**
 * The properties chosen to compare, on this device (idb-keyval, its own database; this module is its only
 * writer): one record, the ids in the order chosen, with `savedAt` and the schema version, checked on read.
 * Public ids only, so it stays across logins like the device's other choices.
 */
import { createStore, get, set } from 'idb-keyval';
import { COMPARE_LIMITS } from '../../../shared/compare/compare-constants';
import { BUYER_STORES } from '../../../shared/offline/buyer-stores';
import { OFFLINE_SCHEMA_VERSION } from '../../../shared/offline/offline-stores';

const db = createStore(BUYER_STORES.compare.db, BUYER_STORES.compare.store);
const KEY = 'selection';

/** The window event this module sends after every change (the buttons and the page read the store again). */
export const COMPARE_CHANGED_EVENT = 'pc:compare-changed';

interface CompareRecord {
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
  return asCompareIds(await get<unknown>(KEY, db).catch(() => undefined));
}

async function write(ids: number[]): Promise<void> {
  const record: CompareRecord = { schemaVersion: OFFLINE_SCHEMA_VERSION, savedAt: Date.now(), ids };
  await set(KEY, record, db);
  window.dispatchEvent(new Event(COMPARE_CHANGED_EVENT));
}

export type CompareOutcome = { kind: 'added'; count: number } | { kind: 'removed' } | { kind: 'full' };

/** Changes run one after another: two quick presses on two cards must both land (read, then write). */
let queue: Promise<unknown> = Promise.resolve();

/** Adds or removes one property; adding a fifth changes nothing and says so. Throws when it cannot be saved. */
export function setCompared(id: number, on: boolean): Promise<CompareOutcome> {
  const next = queue.then(() => change(id, on));
  queue = next.catch(() => undefined);
  return next;
}

async function change(id: number, on: boolean): Promise<CompareOutcome> {
  const ids = await readCompareIds();
  if (!on) {
    await write(ids.filter((other) => other !== id));
    return { kind: 'removed' };
  }
  if (ids.includes(id)) return { kind: 'added', count: ids.length };
  if (ids.length >= COMPARE_LIMITS.max) return { kind: 'full' };
  await write([...ids, id]);
  return { kind: 'added', count: ids.length + 1 };
}
