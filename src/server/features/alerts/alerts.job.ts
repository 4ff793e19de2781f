/**
 * The alert job: for each saved search whose owner has a browser subscribed to push, the listings that
 * match it and were first published since its last alert are announced in one notification per
 * browser ('3 new listings: Flats for sale in Bhopal'); then `last_alerted_at` moves to the newest of
 * them, so each listing is announced once and none is skipped.
 *
 * Each search is handled in its own transaction holding its row (`FOR UPDATE SKIP LOCKED`): another
 * server process running the job at the same time skips it, and sees the moved `last_alerted_at` once
 * this one commits, so no alert goes out twice. A run goes through the searches in id order, in
 * batches, and stops after MAX_SEARCHES_PER_RUN; the next run carries on from there (`resumeAfter`), so
 * every search gets its turn however many there are.
 *
 * In production a subscription whose endpoint leads to this machine or a private network when sending
 * (push-agent.ts) is refused before connecting and removed; the others of the search are still sent.
 */
import type { Agent } from 'node:https';
import { and, asc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import webPush, { WebPushError } from 'web-push';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchPush,
} from '../../../shared/alerts/saved-search-contract';
import { PATHS } from '../../../shared/routes';
import type { AppDeps } from '../../app-env';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { users } from '../accounts/accounts.schema';
import { knownCities } from '../listings/known-cities';
import { pushSubscriptions, savedSearches } from './alerts.schema';
import { PrivateAddressError, pushAgent, pushNetwork } from './push-agent';
import { type VapidConfig, vapidConfig } from './push-config';
import { newMatches, readSavedQuery } from './saved-search-matches';

/** Searches looked at per run; the rest wait for the next run. */
export const MAX_SEARCHES_PER_RUN = 1_000;
const BATCH = 100;
/** An alert is worth delivering for a day; a phone that stays off longer gets the next one. */
export const ALERT_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface AlertRunOptions {
  /** Extra certificates to trust (tests' self-signed local receiver). */
  ca?: string | Buffer;
  maxSearches?: number;
  /** Start after this saved search id (where the previous run stopped). */
  resumeAfter?: number;
}

export interface AlertRunResult {
  /** Searches that had new matches and were announced. */
  alerted: number;
  /** Notifications the push services accepted. */
  sent: number;
  /** Subscriptions removed because their push service said they are gone (404/410). */
  expired: number;
  /** Subscriptions removed because their endpoint led to a local or private address when sending. */
  refused: number;
  /** Notifications that failed otherwise (their search is tried again next run). */
  failed: number;
  /** The last search id looked at when the run stopped at its limit, else 0 (it went through them all). */
  resumeAfter: number;
}

/** The notification a buyer sees for `count` new matches of a saved search. */
export function alertPayload(search: { id: number; query: string; label: string }, count: number): SavedSearchPush {
  return {
    title: SAVED_SEARCH_MESSAGES.pushTitle(count, search.label),
    body: SAVED_SEARCH_MESSAGES.pushBody,
    url: `${PATHS.searchResults}?${search.query}`,
    tag: `saved-search-${search.id}`,
  };
}

/** Ids of the searches to look at after `afterId`: owners active and subscribed to push. */
function candidates(db: Database, afterId: number, limit: number) {
  const subscribed = db
    .select({ one: sql`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, savedSearches.userId));
  return db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(gt(savedSearches.id, afterId), eq(users.status, 'active'), exists(subscribed)))
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface RunContext {
  now: Date;
  vapid: VapidConfig;
  cities: readonly string[];
  agent: Agent;
  logger: Logger;
  result: AlertRunResult;
}

async function alertOne(tx: Tx, id: number, { now, vapid, cities, agent, logger, result }: RunContext) {
  const [search] = await tx
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.id, id))
    .for('update', { skipLocked: true });
  if (!search) return; // another process holds it, or it was removed
  const read = readSavedQuery(search.query);
  if ('problem' in read) return;
  const matches = await newMatches(tx, read.params, cities, search.lastAlertedAt, now);
  if (matches.count === 0 || !matches.newest) return;
  const subscriptions = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, search.userId));
  const payload = JSON.stringify(alertPayload(search, matches.count));
  let delivered = 0;
  let retry = false;
  const gone: number[] = [];
  const refused: number[] = [];
  for (const sub of subscriptions) {
    try {
      await webPush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: ALERT_TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          agent,
        },
      );
      delivered += 1;
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) gone.push(sub.id);
      else if (error instanceof PrivateAddressError) {
        // Never a push service: nothing was sent, and sending again would only knock on the same door.
        logger.warn({ subscriptionId: sub.id, host: error.host, address: error.address }, 'push endpoint refused');
        refused.push(sub.id);
      } else retry = true;
    }
  }
  result.sent += delivered;
  result.expired += gone.length;
  result.refused += refused.length;
  result.failed += subscriptions.length - delivered - gone.length - refused.length;
  const removed = [...gone, ...refused];
  if (removed.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, removed));
  // Nothing delivered and some push service failing: try again next run rather than lose the alert.
  if (delivered === 0 && retry) return;
  result.alerted += 1;
  await tx
    .update(savedSearches)
    .set({ lastAlertedAt: matches.newest })
    .where(
      and(eq(savedSearches.id, id), gt(sql`${matches.newest.toISOString()}::timestamptz`, savedSearches.lastAlertedAt)),
    );
}

/** Sends the alerts due at `now`; nothing when push is not configured. */
export async function runSavedSearchAlerts(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'pushNetwork'>,
  now: Date,
  options: AlertRunOptions = {},
): Promise<AlertRunResult> {
  const result: AlertRunResult = { alerted: 0, sent: 0, expired: 0, refused: 0, failed: 0, resumeAfter: 0 };
  const vapid = vapidConfig(deps.env);
  if (!vapid) return result;
  const { db } = deps.database;
  const agent = pushAgent(pushNetwork(deps), options.ca ? { ca: options.ca } : {});
  try {
    const run: RunContext = { now, vapid, cities: await knownCities(db), agent, logger: deps.logger, result };
    return await sendDue(deps, run, options);
  } finally {
    agent.destroy();
  }
}

/** Goes through the searches in id order, in batches, up to the run's limit. */
async function sendDue(deps: Pick<AppDeps, 'database' | 'logger'>, run: RunContext, options: AlertRunOptions) {
  const { db } = deps.database;
  const { result } = run;
  const max = options.maxSearches ?? MAX_SEARCHES_PER_RUN;
  let after = options.resumeAfter ?? 0;
  for (let looked = 0; looked < max; ) {
    const size = Math.min(BATCH, max - looked);
    const batch = await candidates(db, after, size);
    for (const { id } of batch) {
      try {
        await db.transaction((tx) => alertOne(tx, id, run));
      } catch (err) {
        deps.logger.error({ err, savedSearchId: id }, 'a saved-search alert failed');
      }
    }
    if (batch.length < size) return result; // went through them all
    looked += batch.length;
    after = batch.at(-1)?.id ?? after;
  }
  result.resumeAfter = after;
  return result;
}

export interface AlertJob {
  run(): Promise<void>;
  stop(): void;
}

/** Runs the job every SAVED_SEARCH_LIMITS.alertIntervalMinutes on timers that do not keep the process alive. */
export function startSavedSearchAlerts(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger' | 'now' | 'pushNetwork'>,
  logger: Logger,
  intervalMs = SAVED_SEARCH_LIMITS.alertIntervalMinutes * 60_000,
): AlertJob {
  let running: Promise<void> | undefined;
  let resumeAfter = 0;
  const once = async () => {
    try {
      const result = await runSavedSearchAlerts(deps, deps.now?.() ?? new Date(), { resumeAfter });
      resumeAfter = result.resumeAfter;
      if (result.alerted || result.failed || result.expired || result.refused)
        logger.info(result, 'saved-search alerts sent');
    } catch (err) {
      logger.error({ err }, 'the saved-search alert job failed');
    }
  };
  const run = () => {
    running ??= once().finally(() => {
      running = undefined;
    });
    return running;
  };
  const every = setInterval(run, intervalMs);
  every.unref();
  return { run, stop: () => clearInterval(every) };
}
