/**
 * Background jobs, each run by one process at a time across every process on the database, once per
 * period. A job's row in `background_jobs` says when it is next due and who holds it: a process claims
 * it with one conditional UPDATE (due, and no lease or an expired one), renews the lease while the run
 * works, and on finishing moves `next_run_at` one period past the run's start and lets the lease go. A
 * process killed mid-run renews nothing: its lease expires and, the job still being due, the next
 * process to look takes it over. All times are the database's clock, so processes' clocks may differ.
 *
 * Stopping (SIGTERM) starts no new run, asks the run under way to stop through its AbortSignal (it
 * finishes its current item), waits for it, and releases the lease, still due, for another process.
 * The same SQL serves PGlite (one process) and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { backgroundJobs } from './jobs.schema';
import type { Logger } from './logger';

export interface JobContext {
  /** Aborted when the process stops or the lease was lost: finish the current item and return. */
  signal: AbortSignal;
  /** Where the previous run stopped (what it returned as `cursor`), or null. */
  cursor: unknown;
}

export interface JobOutcome {
  /** Saved for the next run, whichever process makes it; null starts over. */
  cursor?: unknown;
}

export interface Job {
  /** Unique across the fleet: the row in `background_jobs`. */
  name: string;
  periodMs: number;
  run(context: JobContext): Promise<JobOutcome | undefined>;
}

export const JOB_DEFAULTS = {
  /** How often a process looks for due jobs. */
  checkEveryMs: 30_000,
  /** How long a claim lasts without renewal: how late a killed process's job is taken over. */
  leaseMs: 120_000,
} as const;

export interface JobRunnerOptions {
  db: Database;
  logger: Logger;
  /** Who holds a lease, for the row and logs; unique per process. */
  owner?: string;
  checkEveryMs?: number;
  leaseMs?: number;
}

export interface JobRunner {
  readonly owner: string;
  add(job: Job): void;
  /** Looks for due jobs now and then every `checkEveryMs` (timers that do not keep the process alive). */
  start(): void;
  /** Runs every due job not already running here, now; resolves when those runs are done. */
  check(): Promise<void>;
  /** No new run; the runs under way are asked to stop, awaited, and their leases released. */
  stop(): Promise<void>;
  /** Stops the timers and renewals without finishing or releasing anything, as a killed process would. */
  abandon(): void;
}

const millis = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const checkEveryMs = options.checkEveryMs ?? JOB_DEFAULTS.checkEveryMs;
  const leaseMs = options.leaseMs ?? JOB_DEFAULTS.leaseMs;
  const jobs: Job[] = [];
  const running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  const renewals = new Set<NodeJS.Timeout>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let abandoned = false;

  /** Takes the job if it is due and nobody holds it; answers its cursor when taken. */
  async function claim(job: Job): Promise<{ cursor: unknown } | undefined> {
    await db.insert(backgroundJobs).values({ name: job.name }).onConflictDoNothing();
    const [row] = await db
      .update(backgroundJobs)
      .set({ leaseUntil: sql`now() + ${millis(leaseMs)}`, leasedBy: owner, lastStartedAt: sql`now()` })
      .where(
        and(
          eq(backgroundJobs.name, job.name),
          lte(backgroundJobs.nextRunAt, sql`now()`),
          or(isNull(backgroundJobs.leaseUntil), lt(backgroundJobs.leaseUntil, sql`now()`)),
        ),
      )
      .returning({ cursor: backgroundJobs.cursor });
    return row ? { cursor: row.cursor ?? null } : undefined;
  }

  /** Extends the lease; false when this process no longer holds it (it expired and was taken). */
  async function renew(job: Job): Promise<boolean> {
    const rows = await db
      .update(backgroundJobs)
      .set({ leaseUntil: sql`now() + ${millis(leaseMs)}` })
      .where(and(eq(backgroundJobs.name, job.name), eq(backgroundJobs.leasedBy, owner)))
      .returning({ name: backgroundJobs.name });
    return rows.length > 0;
  }

  /** Lets the job go: due one period after this run started, or still due when it was stopped early. */
  async function release(job: Job, outcome: { cursor?: unknown; error?: string; finished: boolean }) {
    await db
      .update(backgroundJobs)
      .set({
        leaseUntil: null,
        leasedBy: null,
        lastFinishedAt: sql`now()`,
        lastError: outcome.error ?? null,
        ...(outcome.cursor !== undefined ? { cursor: outcome.cursor } : {}),
        ...(outcome.finished ? { nextRunAt: sql`${backgroundJobs.lastStartedAt} + ${millis(job.periodMs)}` } : {}),
      })
      .where(and(eq(backgroundJobs.name, job.name), eq(backgroundJobs.leasedBy, owner)));
  }

  async function runOnce(job: Job, abort: AbortController) {
    let claimed: { cursor: unknown } | undefined;
    try {
      claimed = await claim(job);
    } catch (err) {
      logger.error({ err, job: job.name }, 'claiming a background job failed');
      return;
    }
    if (!claimed) return;
    const renewal = setInterval(
      () => {
        renew(job).then(
          (held) => {
            if (!held) abort.abort(new Error('the lease was lost'));
          },
          (err: unknown) => logger.warn({ err, job: job.name }, 'renewing a background job lease failed'),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    renewals.add(renewal);
    let outcome: { cursor?: unknown; error?: string; finished: boolean };
    const startedAt = Date.now();
    try {
      const result = await job.run({ signal: abort.signal, cursor: claimed.cursor });
      outcome = { cursor: result?.cursor, finished: !abort.signal.aborted };
      // One line a run, from whichever process ran it: the fleet's job history is the logs'.
      logger.info({ job: job.name, ms: Date.now() - startedAt, finished: outcome.finished }, 'background job ran');
    } catch (err) {
      logger.error({ err, job: job.name }, 'a background job failed');
      // A failed run waits for its next period like a finished one: failing again at once helps nobody.
      outcome = { error: err instanceof Error ? err.message : String(err), finished: true };
    } finally {
      clearInterval(renewal);
      renewals.delete(renewal);
    }
    if (abandoned) return;
    await release(job, outcome).catch((err: unknown) =>
      logger.error({ err, job: job.name }, 'releasing a background job failed; its lease expires instead'),
    );
  }

  function check(): Promise<void> {
    if (stopped) return Promise.resolve();
    const started: Promise<void>[] = [];
    for (const job of jobs) {
      const under = running.get(job.name);
      if (under) {
        started.push(under.done);
        continue;
      }
      const abort = new AbortController();
      const done = runOnce(job, abort).finally(() => running.delete(job.name));
      running.set(job.name, { done, abort });
      started.push(done);
    }
    return Promise.all(started).then(() => undefined);
  }

  return {
    owner,
    add(job) {
      if (jobs.some((known) => known.name === job.name)) throw new Error(`background job ${job.name} added twice`);
      jobs.push(job);
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void check(), checkEveryMs);
      timer.unref();
      void check();
    },
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const { abort } of running.values()) abort.abort(new Error('the server is stopping'));
      await Promise.all([...running.values()].map(({ done }) => done));
    },
    abandon() {
      stopped = true;
      abandoned = true;
      clearInterval(timer);
      // The runs under way are left as they are and their leases expire, as when the process is killed.
      for (const renewal of renewals) clearInterval(renewal);
    },
  };
}
