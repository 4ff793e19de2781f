/**
 * Listing views, counted off the read path. A read only notes (listing, viewer) in memory and answers at
 * once; the views noted are written every few seconds in one UPDATE, and on shutdown. A viewer counts
 * once per listing per Indian calendar day: the account when signed in, otherwise its network (the
 * address, an IPv6 caller's /64), hashed with a random secret of the day (the address itself is never kept,
 * and a hash cannot be followed from one day to the next). The browser does not count: any request can
 * claim a new one. And one network adds at most VIEW_COUNTS.perNetworkPerListing views to a listing a day,
 * whatever accounts it signs in with. Who was seen today is kept in this process's memory, or in Redis when
 * REDIS_URL is set, so that every process agrees.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { properties } from './listings.schema';
import { publicListing } from './public-visibility';

export const VIEW_COUNTS = {
  flushEveryMs: 5000,
  /** Viewers remembered in memory for the day; past this the day starts again (a few may count twice). */
  maxSeenInMemory: 200_000,
  /** Listings with views waiting to be written; past this, views of other listings are not counted. */
  maxPendingListings: 50_000,
  /** Redis look-ups under way; past this (Redis slow or down), views are not counted. */
  maxLookups: 10_000,
  /** How long Redis keeps a day's keys: past the end of the day whatever the time zone of the clock. */
  redisKeySeconds: 2 * 86_400,
  /** Views one network (a household's line, an office) may add to one listing in a day, accounts included. */
  perNetworkPerListing: 3,
} as const;

/** Who read the listing: the network they came from (an IPv6 caller's /64) and their account if signed in. */
export interface ListingViewer {
  network: string;
  userId?: number | undefined;
}

export interface ViewCounter {
  /** Notes a view of a listing; returns at once (the Redis look-up and the write happen later). */
  record(listingId: number, viewer: ListingViewer, now: Date): void;
  /**
   * Writes the views noted so far, after the Redis look-ups under way. Never throws: a failed write is
   * logged and its views are kept for the next one.
   */
  flush(): Promise<void>;
}

export interface ViewCounterOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Remember today's viewers here (shared by every process); omit for this process's memory. */
  redis?: Redis | undefined;
  /** Prefix of every Redis key (tests use a unique one per run). */
  keyPrefix?: string;
  flushEveryMs?: number;
}

const IST_OFFSET_MS = 5.5 * 3_600_000;
const indianDay = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export function createViewCounter(options: ViewCounterOptions): ViewCounter {
  const { database, logger, redis } = options;
  const prefix = options.keyPrefix ?? 'pc:views:';
  const flushEveryMs = options.flushEveryMs ?? VIEW_COUNTS.flushEveryMs;
  let pending = new Map<number, number>();
  const lookups = new Set<Promise<void>>();
  let seen = { day: '', keys: new Set<string>(), networks: new Map<string, number>() };
  let memorySalt = { day: '', salt: '' };
  const redisSalts = new Map<string, Promise<string>>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;

  /** The day's salt in this process's memory. */
  function memorySaltOf(day: string): string {
    if (memorySalt.day !== day) memorySalt = { day, salt: randomBytes(16).toString('hex') };
    return memorySalt.salt;
  }

  /** The day's salt shared through Redis, so every process hashes a visitor alike. */
  function redisSaltOf(client: Redis, day: string): Promise<string> {
    let salt = redisSalts.get(day);
    if (!salt) {
      const mine = randomBytes(16).toString('hex');
      const key = `${prefix}salt:${day}`;
      salt = client
        .set(key, mine, 'EX', VIEW_COUNTS.redisKeySeconds, 'NX')
        .then(() => client.get(key))
        .then((shared) => shared ?? mine);
      redisSalts.clear();
      redisSalts.set(day, salt);
      salt.catch(() => redisSalts.delete(day));
    }
    return salt;
  }

  const networkKey = (network: string, salt: string) =>
    `n${createHmac('sha256', salt).update(network).digest('base64url').slice(0, 22)}`;
  const viewerKey = (viewer: ListingViewer, salt: string): string =>
    viewer.userId === undefined ? networkKey(viewer.network, salt) : `u${viewer.userId}`;

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, flushEveryMs);
    // Views never keep the process alive; shutdown flushes what is left.
    timer.unref();
  }

  function add(listingId: number, n = 1) {
    if (!pending.has(listingId) && pending.size >= VIEW_COUNTS.maxPendingListings) return;
    pending.set(listingId, (pending.get(listingId) ?? 0) + n);
    schedule();
  }

  /** True when this viewer's view counts: not seen today, and its network's allowance not used up. */
  function countsInMemory(day: string, listingId: number, viewer: ListingViewer): boolean {
    if (seen.day !== day || seen.keys.size >= VIEW_COUNTS.maxSeenInMemory)
      seen = { day, keys: new Set(), networks: new Map() };
    const salt = memorySaltOf(day);
    const key = `${listingId}:${viewerKey(viewer, salt)}`;
    if (seen.keys.has(key)) return false;
    seen.keys.add(key);
    const network = `${listingId}:${networkKey(viewer.network, salt)}`;
    const views = (seen.networks.get(network) ?? 0) + 1;
    seen.networks.set(network, views);
    return views <= VIEW_COUNTS.perNetworkPerListing;
  }

  async function countsInRedis(client: Redis, listingId: number, viewer: ListingViewer, day: string) {
    const salt = await redisSaltOf(client, day);
    const base = `${prefix}seen:${day}:${listingId}:`;
    if ((await client.set(`${base}${viewerKey(viewer, salt)}`, '1', 'EX', VIEW_COUNTS.redisKeySeconds, 'NX')) !== 'OK')
      return false;
    const networkViews = `${base}views:${networkKey(viewer.network, salt)}`;
    const [[, views] = []] =
      (await client.multi().incr(networkViews).expire(networkViews, VIEW_COUNTS.redisKeySeconds).exec()) ?? [];
    return Number(views) <= VIEW_COUNTS.perNetworkPerListing;
  }

  function record(listingId: number, viewer: ListingViewer, now: Date) {
    const day = indianDay(now);
    if (!redis) {
      if (countsInMemory(day, listingId, viewer)) add(listingId);
      return;
    }
    if (lookups.size >= VIEW_COUNTS.maxLookups) return;
    const lookup = countsInRedis(redis, listingId, viewer, day).then(
      (counts) => {
        if (counts) add(listingId);
      },
      (err: unknown) => logger.warn({ err }, 'a listing view was not counted (Redis)'),
    );
    lookups.add(lookup);
    void lookup.finally(() => lookups.delete(lookup));
  }

  async function write(batch: Map<number, number>) {
    // Ids and counts are whole numbers, sent as two array literals: one statement whatever the batch size.
    const ids = `{${[...batch.keys()].join(',')}}`;
    const counts = `{${[...batch.values()].join(',')}}`;
    await database.db.execute(sql`
      update ${properties} set views = ${properties.views} + v.n
      from unnest(${ids}::bigint[], ${counts}::int[]) as v(id, n)
      where ${properties.id} = v.id and ${publicListing}`);
  }

  async function flush() {
    await Promise.allSettled([...lookups]);
    while (writing) await writing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    writing = write(batch)
      .catch((err: unknown) => {
        logger.error({ err, listings: batch.size }, 'writing listing views failed; they are kept for the next write');
        for (const [listingId, n] of batch) add(listingId, n);
      })
      .finally(() => {
        writing = undefined;
      });
    await writing;
  }

  return { record, flush };
}
