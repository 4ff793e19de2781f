/**
 * The freshness job (FRESHNESS in src/shared/listings/freshness.ts): at a given moment it expires the
 * active listings nobody confirmed for their whole period (status 'expired', so every public read, which
 * all ask for 'active', drops them at once), then reminds the sellers of the listings a week from lapsing.
 * Expiry comes first so a listing that lapsed while the job was not running is not announced as due.
 * `now` is passed in, so tests decide what day it is. Each statement claims the rows it changes with
 * `FOR UPDATE SKIP LOCKED`, so several processes may run it at once.
 */
import { and, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import type { Logger } from '../../lib/logger';
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
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const expired = await expireLapsed(deps, now);
    result.expired += expired;
    if (expired < REMINDER_BATCH) break;
  }
  // Expired listings leave the public answers kept for a few seconds, like any change a route makes.
  if (result.expired) await deps.publicCache?.invalidate();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimReminders(deps, now);
    result.reminded += claimed.length;
    const sent = await sendReminders(deps, claimed, options);
    result.texts += sent.texts;
    result.pushes += sent.pushes;
    result.failed += sent.failed;
    if (claimed.length < REMINDER_BATCH) break;
  }
  return result;
}

export interface FreshnessJob {
  run(): Promise<void>;
  /** Stops the timer and waits for a run under way to finish (before the database closes). */
  stop(): Promise<void>;
}

/** Runs the job now and every `intervalMs`, on a timer that does not keep the process alive. */
export function startFreshnessJob(
  deps: FreshnessDeps & Pick<AppDeps, 'now'>,
  logger: Logger,
  intervalMs = FRESHNESS_INTERVAL_MS,
): FreshnessJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  const once = async () => {
    try {
      const result = await runFreshness(deps, deps.now?.() ?? new Date());
      if (result.expired || result.reminded) logger.info(result, 'listing freshness: expired and reminded');
    } catch (err) {
      logger.error({ err }, 'the listing freshness job failed');
    }
  };
  const run = () => {
    if (stopped) return Promise.resolve();
    running ??= once().finally(() => {
      running = undefined;
    });
    return running;
  };
  const every = setInterval(run, intervalMs);
  every.unref();
  void run();
  return {
    run,
    stop: async () => {
      stopped = true;
      clearInterval(every);
      await running;
    },
  };
}
