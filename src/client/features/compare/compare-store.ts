/**
 * The only writer of the compare selection (compare-ids.ts reads it and says what the record holds): adds,
 * removes and clears, one change after another, and tells the page after each.
 */
import { set } from 'idb-keyval';
import { COMPARE_LIMITS } from '../../../shared/compare/compare-basics';
import { OFFLINE_SCHEMA_VERSION } from '../../../shared/offline/offline-stores';
import { COMPARE_CHANGED_EVENT, COMPARE_KEY, type CompareRecord, compareDb, readCompareIds } from './compare-ids';

async function write(ids: number[]): Promise<void> {
  const record: CompareRecord = { schemaVersion: OFFLINE_SCHEMA_VERSION, savedAt: Date.now(), ids };
  await set(COMPARE_KEY, record, compareDb);
  window.dispatchEvent(new Event(COMPARE_CHANGED_EVENT));
}

/** `count`: how many are chosen after the change. */
export type CompareOutcome = { kind: 'added' | 'removed'; count: number } | { kind: 'full' };

/** Changes run one after another: two quick presses on two cards must both land (read, then write). */
let queue: Promise<unknown> = Promise.resolve();

/** Adds or removes one property; adding a fifth changes nothing and says so. Throws when it cannot be saved. */
export function setCompared(id: number, on: boolean): Promise<CompareOutcome> {
  const next = queue.then(() => change(id, on));
  queue = next.catch(() => undefined);
  return next;
}

/** Takes every property out (after the changes already asked for). Throws when it cannot be saved. */
export function clearCompared(): Promise<void> {
  const next = queue.then(() => write([]));
  queue = next.catch(() => undefined);
  return next;
}

async function change(id: number, on: boolean): Promise<CompareOutcome> {
  const ids = await readCompareIds();
  if (!on) {
    const rest = ids.filter((other) => other !== id);
    await write(rest);
    return { kind: 'removed', count: rest.length };
  }
  if (ids.includes(id)) return { kind: 'added', count: ids.length };
  if (ids.length >= COMPARE_LIMITS.max) return { kind: 'full' };
  await write([...ids, id]);
  return { kind: 'added', count: ids.length + 1 };
}
