/**
 * The freshness job (FRESHNESS in src/shared/listings/freshness.ts): at a given moment it expires the
 * active listings nobody confirmed for their whole period (status 'expired', so every public read, which
 * all ask for 'active', drops them at once), then reminds the sellers of the listings a week from lapsing.
 * Expiry comes first so a listing that lapsed while the job was not running is not announced as due.
 * `now` is passed in, so tests decide what day it is. The job runner (src/server/lib/jobs.ts) runs it on
 * one process at a time; each statement still claims the rows it changes with `FOR UPDATE SKIP LOCKED`,
 * and no transaction is open while a reminder is sent (freshness-reminders.ts).
 */
import { and, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { Job } from '../../lib/jobs';
import { lapsed } from './freshness-conditions';
import {
  claimReminders,
  REMINDER_BATCH,
  type ReminderDeps,
  type ReminderSendOptions,
  sendReminders,
} from './freshness-reminders';
import { properties } from './listings.schema';

/** How often the job runs: a listing lapses at most this late after its day. */
export const FRESHNESS_INTERVAL_MS = 10 * 60_000;
/** Batches per run and step; a backlog larger than this carries over to the next run. */
const MAX_BATCHES = 50;

export interface FreshnessRunResult {
  expired: number;
  reminded: number;
  texts: number;
  pushes: number;
  failed: number;
}

export type FreshnessDeps = ReminderDeps & Pick<AppDeps, 'publicCache'>;

/** Expires up to `limit` lapsed listings at `now`; answers how many (committed when it returns). */
export async function expireLapsed(deps: Pick<AppDeps, 'database'>, now: Date, limit = REMINDER_BATCH) {
  const { db } = deps.database;
  const ids = db
    .select({ id: properties.id })
    .from(properties)
    .where(lapsed(now))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(properties)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(properties.id, ids), lapsed(now)))
    .returning({ id: properties.id });
  return rows.length;
}

/** One run at `now`: expire what lapsed, then remind what is due. */
export async function runFreshness(
  deps: FreshnessDeps,
  now: Date,
  options: ReminderSendOptions = {},
): Promise<FreshnessRunResult> {
  const result: FreshnessRunResult = { expired: 0, reminded: 0, texts: 0, pushes: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES && !options.signal?.aborted; batch++) {
    const expired = await expireLapsed(deps, now);
    result.expired += expired;
    if (expired < REMINDER_BATCH) break;
  }
  // Expired listings leave the public answers kept for a few seconds, like any change a route makes.
  if (result.expired) await deps.publicCache?.invalidate();
  for (let batch = 0; batch < MAX_BATCHES && !options.signal?.aborted; batch++) {
    const claimed = await claimReminders(deps, now);
    result.reminded += claimed.length;
    const sent = await sendReminders(deps, claimed, now, options);
    result.texts += sent.texts;
    result.pushes += sent.pushes;
    result.failed += sent.failed;
    if (claimed.length < REMINDER_BATCH || options.signal?.aborted) break;
  }
  return result;
}

export const FRESHNESS_JOB = 'listing-freshness';

/** The job for the runner (src/server/lib/jobs.ts): every `periodMs`. */
export function freshnessJob(deps: FreshnessDeps & Pick<AppDeps, 'now'>, periodMs = FRESHNESS_INTERVAL_MS): Job {
  return {
    name: FRESHNESS_JOB,
    periodMs,
    async run({ signal }) {
      const result = await runFreshness(deps, deps.now?.() ?? new Date(), { signal });
      if (result.expired || result.reminded) deps.logger.info(result, 'listing freshness: expired and reminded');
      return {};
    },
  };
}
