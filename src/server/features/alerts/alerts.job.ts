/**
 * The alert job: for each saved search not paused whose owner has a browser subscribed to push or asked
 * for texts (alerts-sms.ts: one search, one text a day), the listings that
 * match it and were first published since its last alert are announced in one notification per
 * browser ('3 new listings: Flats for sale in Bhopal'); then `last_alerted_at` moves to the newest of
 * them, so each listing is announced once and none is skipped.
 *
 * The job runner (src/server/lib/jobs.ts) runs it on one process at a time. Even so, no row is locked
 * while a push service is called: a search is claimed in one statement (a token and a time, ALERT_CLAIM_MS
 * ahead) that commits at once, its matches are read and its pushes sent outside any transaction, and the
 * claim's holder then writes `last_alerted_at` and ends the claim in one more statement. Another run
 * skips a claimed search; a process killed mid-send leaves the claim to expire, and a later run sends
 * that alert again (the notification's tag makes a phone show it once). A run goes through the searches
 * in id order, in batches, and stops after MAX_SEARCHES_PER_RUN; the next run carries on from there
 * (`resumeAfter`, kept in the job's row), so every search gets its turn however many there are.
 *
 * In production a subscription whose endpoint leads to this machine or a private network when sending
 * (push-agent.ts) is refused before connecting and removed; the others of the search are still sent.
 */

import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import { and, asc, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import webPush, { WebPushError } from 'web-push';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchPush,
} from '../../../shared/alerts/saved-search-contract';
import { PATHS } from '../../../shared/routes';
import type { AppDeps } from '../../app-env';
import type { Database } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { users } from '../accounts/accounts.schema';
import { knownCities } from '../listings/known-cities';
import { pushSubscriptions, savedSearches } from './alerts.schema';
import { textAlert } from './alerts-sms';
import { PrivateAddressError, pushAgent, pushNetwork } from './push-agent';
import { type VapidConfig, vapidConfig } from './push-config';
import { newMatches, readSavedQuery } from './saved-search-matches';

/** Searches looked at per run; the rest wait for the next run. */
export const MAX_SEARCHES_PER_RUN = 1_000;
const BATCH = 100;
/** An alert is worth delivering for a day; a phone that stays off longer gets the next one. */
export const ALERT_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** How long a run holds a search it is sending: well past every send's timeout. */
export const ALERT_CLAIM_MS = 15 * 60_000;

export interface AlertRunOptions {
  /** Extra certificates to trust (tests' self-signed local receiver). */
  ca?: string | Buffer;
  maxSearches?: number;
  /** Start after this saved search id (where the previous run stopped). */
  resumeAfter?: number;
  /** Stop after the search under way (the server is stopping); `resumeAfter` says where. */
  signal?: AbortSignal | undefined;
}

export interface AlertRunResult {
  /** Searches that had new matches and were announced. */
  alerted: number;
  /** Notifications the push services accepted. */
  sent: number;
  /** Texts handed to the SMS sender. */
  texts: number;
  /** Subscriptions removed because their push service said they are gone (404/410). */
  expired: number;
  /** Subscriptions removed because their endpoint led to a local or private address when sending. */
  refused: number;
  /** Notifications that failed otherwise (their search is tried again next run). */
  failed: number;
  /** The last search id looked at when the run stopped at its limit or was stopped, else 0 (it went through them all). */
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

/** Ids of the searches to look at after `afterId`: not paused, owners active and subscribed to push or texts. */
function candidates(db: Database, afterId: number, limit: number, push: boolean) {
  const subscribed = db
    .select({ one: sql`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, savedSearches.userId));
  return db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        gt(savedSearches.id, afterId),
        isNull(savedSearches.pausedAt),
        eq(users.status, 'active'),
        push ? or(exists(subscribed), eq(savedSearches.smsAlerts, true)) : eq(savedSearches.smsAlerts, true),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

interface RunContext {
  now: Date;
  /** Unset: push is off, only texts go out. */
  vapid: VapidConfig | undefined;
  deps: AlertDeps;
  cities: readonly string[];
  agent: Agent;
  logger: Logger;
  result: AlertRunResult;
}

/** Takes the search for this run unless another run holds it; answers it when taken (committed at once). */
async function claimSearch(db: Database, id: number, now: Date, token: string) {
  const [search] = await db
    .update(savedSearches)
    .set({ alertClaim: token, alertClaimedUntil: new Date(now.getTime() + ALERT_CLAIM_MS) })
    .where(
      and(
        eq(savedSearches.id, id),
        or(isNull(savedSearches.alertClaimedUntil), lte(savedSearches.alertClaimedUntil, now)),
      ),
    )
    .returning();
  return search;
}

/** Sends one notification; answers what became of the subscription. */
async function sendOne(sub: typeof pushSubscriptions.$inferSelect, payload: string, run: RunContext) {
  try {
    await webPush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
      vapidDetails: run.vapid as VapidConfig,
      TTL: ALERT_TTL_SECONDS,
      timeout: SEND_TIMEOUT_MS,
      contentEncoding: 'aes128gcm',
      agent: run.agent,
    });
    return 'delivered' as const;
  } catch (error) {
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone' as const;
    if (error instanceof PrivateAddressError) {
      // Never a push service: nothing was sent, and sending again would only knock on the same door.
      run.logger.warn({ subscriptionId: sub.id, host: error.host, address: error.address }, 'push endpoint refused');
      return 'refused' as const;
    }
    return 'failed' as const;
  }
}

/**
 * One search: claimed in one statement, its matches read and its pushes sent with no transaction open
 * and no row locked, its result written in one more statement by the claim's holder only.
 */
async function alertOne(db: Database, id: number, run: RunContext) {
  const { now, cities, result } = run;
  const token = randomUUID();
  const search = await claimSearch(db, id, now, token);
  if (!search) return; // another run holds it, or it was removed
  const mine = and(eq(savedSearches.id, id), eq(savedSearches.alertClaim, token));
  let newest: Date | undefined;
  try {
    const read = readSavedQuery(search.query);
    if ('problem' in read) return;
    const matches = await newMatches(db, read.params, cities, search.lastAlertedAt, now);
    if (matches.count === 0 || !matches.newest) return;
    const text = search.smsAlerts ? await textAlert(db, run.deps, search, matches.count, now) : undefined;
    // The day's text went out already: the matches wait for tomorrow's, counted with the next ones.
    if (text === 'not-due') return;
    if (text === 'sent') result.texts += 1;
    const subscriptions = run.vapid
      ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, search.userId))
      : [];
    const payload = JSON.stringify(alertPayload(search, matches.count));
    const outcomes = new Map<number, Awaited<ReturnType<typeof sendOne>>>();
    for (const sub of subscriptions) outcomes.set(sub.id, await sendOne(sub, payload, run));
    const count = (what: string) => [...outcomes.values()].filter((outcome) => outcome === what).length;
    result.sent += count('delivered');
    result.expired += count('gone');
    result.refused += count('refused');
    result.failed += count('failed');
    const removed = [...outcomes]
      .filter(([, outcome]) => outcome === 'gone' || outcome === 'refused')
      .map(([sub]) => sub);
    if (removed.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, removed));
    // Nothing delivered and some push service failing: try again next run rather than lose the alert.
    if (text !== 'sent' && count('delivered') === 0 && (count('failed') > 0 || text === 'failed')) return;
    result.alerted += 1;
    newest = matches.newest;
  } finally {
    // The claim ends here whatever happened; only a process that died mid-send leaves it to expire.
    await db
      .update(savedSearches)
      .set({
        alertClaim: null,
        alertClaimedUntil: null,
        ...(newest
          ? {
              lastAlertedAt: sql`greatest(${savedSearches.lastAlertedAt}, ${newest.toISOString()}::timestamptz)`,
              lastFiredAt: now,
            }
          : {}),
      })
      .where(mine);
  }
}

type AlertDeps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'pushNetwork'> &
  Partial<Pick<AppDeps, 'sms' | 'rateLimits'>>;

/** Sends the alerts due at `now`: pushes when push is configured, texts when a sender is given. */
export async function runSavedSearchAlerts(
  deps: AlertDeps,
  now: Date,
  options: AlertRunOptions = {},
): Promise<AlertRunResult> {
  const result: AlertRunResult = { alerted: 0, sent: 0, texts: 0, expired: 0, refused: 0, failed: 0, resumeAfter: 0 };
  const vapid = vapidConfig(deps.env);
  if (!vapid && !deps.sms) return result;
  const { db } = deps.database;
  const agent = pushAgent(pushNetwork(deps), options.ca ? { ca: options.ca } : {});
  try {
    const cities = await knownCities(db);
    const run: RunContext = { now, vapid, deps, cities, agent, logger: deps.logger, result };
    return await sendDue(deps, run, options);
  } finally {
    agent.destroy();
  }
}

/** Goes through the searches in id order, in batches, up to the run's limit or until asked to stop. */
async function sendDue(deps: Pick<AppDeps, 'database' | 'logger'>, run: RunContext, options: AlertRunOptions) {
  const { db } = deps.database;
  const { result } = run;
  const max = options.maxSearches ?? MAX_SEARCHES_PER_RUN;
  let after = options.resumeAfter ?? 0;
  for (let looked = 0; looked < max; ) {
    const size = Math.min(BATCH, max - looked);
    const batch = await candidates(db, after, size, run.vapid !== undefined);
    for (const { id } of batch) {
      if (options.signal?.aborted) {
        result.resumeAfter = after;
        return result;
      }
      try {
        await alertOne(db, id, run);
      } catch (err) {
        deps.logger.error({ err, savedSearchId: id }, 'a saved-search alert failed');
      }
      after = id;
    }
    if (batch.length < size) return result; // went through them all
    looked += batch.length;
  }
  result.resumeAfter = after;
  return result;
}

export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';

/** The job for the runner (src/server/lib/jobs.ts): every SAVED_SEARCH_LIMITS.alertIntervalMinutes. */
export function savedSearchAlertsJob(
  deps: AlertDeps & Pick<AppDeps, 'now'>,
  periodMs = SAVED_SEARCH_LIMITS.alertIntervalMinutes * 60_000,
): Job {
  return {
    name: SAVED_SEARCH_ALERTS_JOB,
    periodMs,
    async run({ signal, cursor }) {
      const resumeAfter = typeof cursor === 'number' ? cursor : 0;
      const result = await runSavedSearchAlerts(deps, deps.now?.() ?? new Date(), { resumeAfter, signal });
      if (result.alerted || result.failed || result.expired || result.refused || result.texts)
        deps.logger.info(result, 'saved-search alerts sent');
      return { cursor: result.resumeAfter || null };
    },
  };
}
