/**
 * The account's shortlist and recently viewed lists: reads newest first, idempotent add/remove, and the
 * sync merge (union of account and browser, minus what the browser removed, newest first, capped).
 * Both tables have the same shape apart from the time column, so one set of statements serves both.
 */
import { sql } from 'drizzle-orm';
import {
  SAVED_LISTING_LIMITS,
  SAVED_LISTING_MESSAGES,
  type SavedListing,
  type SavedListingKind,
} from '../../../shared/shortlist/saved-listings-constants';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ApiFailure } from '../../lib/errors';
import { type SavedRef, withCards } from './saved-cards.query';

export interface SavedList {
  table: string;
  atColumn: string;
  max: number;
  /** First key of the per-user advisory lock that serialises syncs of one list. */
  lockKey: number;
}

export const SHORTLIST: SavedList = {
  table: 'shortlist_items',
  atColumn: 'added_at',
  max: SAVED_LISTING_LIMITS.shortlistMax,
  lockKey: 80_001,
};
export const RECENTLY_VIEWED: SavedList = {
  table: 'recently_viewed',
  atColumn: 'viewed_at',
  max: SAVED_LISTING_LIMITS.recentlyViewedMax,
  lockKey: 80_002,
};

type Executor = Pick<Database, 'execute'>;
type Row = { kind: SavedListingKind; listing_id: number | string; at: Date | string };

const toRef = (row: Row): SavedRef => ({ kind: row.kind, id: Number(row.listing_id), at: new Date(row.at) });
const keyOf = (ref: { kind: string; id: number }) => `${ref.kind}:${ref.id}`;

/** The one order everywhere: newest first, ties broken the same way every time. */
const newestFirst = (list: SavedList) => sql`${sql.identifier(list.atColumn)} desc, listing_id desc, kind`;

/** The list's stored entries (no cards), newest first. */
export async function storedRefs(db: Executor, list: SavedList, userId: number): Promise<SavedRef[]> {
  const result = await db.execute(
    sql`select kind, listing_id, ${sql.identifier(list.atColumn)} as at from ${sql.identifier(list.table)}
        where user_id = ${userId} order by ${newestFirst(list)} limit ${list.max}`,
  );
  return rowsOf<Row>(result).map(toRef);
}

/** The list with the cards of its public listings, newest first. */
export async function readList(db: Database, list: SavedList, userId: number): Promise<SavedListing[]> {
  return withCards(db, await storedRefs(db, list, userId));
}

/** Upserts rows; a listing saved twice keeps the later time. */
async function upsert(db: Executor, list: SavedList, userId: number, refs: SavedRef[]): Promise<void> {
  if (refs.length === 0) return;
  // One statement may not touch a row twice, and a fixed order keeps concurrent writers from deadlocking.
  const sorted = [...refs].sort((a, b) => a.kind.localeCompare(b.kind) || a.id - b.id);
  const values = sql.join(
    sorted.map((r) => sql`(${userId}, ${r.kind}::saved_listing_kind, ${r.id}, ${r.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const at = sql.identifier(list.atColumn);
  await db.execute(
    sql`insert into ${sql.identifier(list.table)} (user_id, kind, listing_id, ${at}) values ${values}
        on conflict (user_id, kind, listing_id)
        do update set ${at} = greatest(${sql.identifier(list.table)}.${at}, excluded.${at})`,
  );
}

async function removeRefs(db: Executor, list: SavedList, userId: number, refs: { kind: string; id: number }[]) {
  if (refs.length === 0) return;
  const pairs = sql.join(
    refs.map((r) => sql`(${r.kind}::saved_listing_kind, ${r.id}::bigint)`),
    sql`, `,
  );
  await db.execute(
    sql`delete from ${sql.identifier(list.table)} where user_id = ${userId} and (kind, listing_id) in (${pairs})`,
  );
}

/** Drops the oldest rows beyond the list's limit. */
async function trim(db: Executor, list: SavedList, userId: number): Promise<void> {
  const table = sql.identifier(list.table);
  await db.execute(
    sql`delete from ${table} where user_id = ${userId} and (kind, listing_id) in (
          select kind, listing_id from ${table} where user_id = ${userId}
          order by ${newestFirst(list)} offset ${list.max})`,
  );
}

const lockList = (db: Executor, list: SavedList, userId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${list.lockKey}::int, ${userId}::int)`);

export interface SyncInput {
  items: { kind: SavedListingKind; id: number; at: string }[];
  removed?: { kind: SavedListingKind; id: number }[];
}

/**
 * Merges the browser's copy into the account's in one transaction and answers the merged list. Times in
 * the future are taken as now (a phone with a wrong clock must not pin items to the top).
 */
export async function syncList(
  db: Database,
  list: SavedList,
  userId: number,
  input: SyncInput,
  now: Date,
): Promise<SavedListing[]> {
  const removed = input.removed ?? [];
  const gone = new Set(removed.map(keyOf));
  const latest = new Map<string, SavedRef>();
  for (const item of input.items) {
    if (gone.has(keyOf(item))) continue;
    const at = new Date(Math.min(Date.parse(item.at), now.getTime()));
    const seen = latest.get(keyOf(item));
    if (!seen || seen.at < at) latest.set(keyOf(item), { kind: item.kind, id: item.id, at });
  }
  const refs = await db.transaction(async (tx) => {
    await lockList(tx, list, userId);
    await removeRefs(tx, list, userId, removed);
    await upsert(tx, list, userId, [...latest.values()]);
    await trim(tx, list, userId);
    return storedRefs(tx, list, userId);
  });
  return withCards(db, refs);
}

/**
 * Adds one listing (idempotent: adding it again keeps its first time). 404 for a listing that is not
 * public, 409 when the list is full.
 */
export async function addOne(
  db: Database,
  list: SavedList,
  userId: number,
  ref: { kind: SavedListingKind; id: number },
  now: Date,
): Promise<SavedListing> {
  const [card] = await withCards(db, [{ ...ref, at: now }]);
  if (!card) throw new ApiFailure(404, SAVED_LISTING_MESSAGES.notAvailable);
  const table = sql.identifier(list.table);
  const at = sql.identifier(list.atColumn);
  const stored = await db.transaction(async (tx) => {
    await lockList(tx, list, userId);
    const [existing] = rowsOf<Row>(
      await tx.execute(
        sql`select kind, listing_id, ${at} as at from ${table}
            where user_id = ${userId} and kind = ${ref.kind}::saved_listing_kind and listing_id = ${ref.id}`,
      ),
    );
    if (existing) return toRef(existing);
    const counted = await tx.execute(sql`select count(*)::int as n from ${table} where user_id = ${userId}`);
    const n = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
    if (n >= list.max) throw new ApiFailure(409, SAVED_LISTING_MESSAGES.full);
    const added = { ...ref, at: now };
    await upsert(tx, list, userId, [added]);
    return added;
  });
  return { ...card, at: stored.at.toISOString() };
}

/** Removes one listing (idempotent). */
export async function removeOne(
  db: Database,
  list: SavedList,
  userId: number,
  ref: { kind: SavedListingKind; id: number },
): Promise<void> {
  await removeRefs(db, list, userId, [ref]);
}
