/**
 * The job runner: several runners on one database (as several server processes would be) run a job once
 * per period, one at a time; a runner that dies holding a job loses it once its lease expires; stopping
 * waits for the run under way, which finishes its current item, and lets the job go.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client';
import { createJobRunner, type Job, type JobRunner } from '../../src/server/lib/jobs';
import { backgroundJobs } from '../../src/server/lib/jobs.schema';
import { createLogger } from '../../src/server/lib/logger';
import { describeEachDatabase } from '../helpers/database';

const logger = createLogger({ LOG_LEVEL: 'silent' });

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describeEachDatabase('background jobs', (database) => {
  let runners: JobRunner[] = [];
  let pools: DatabaseHandle[] = [];
  /** A runner as another process would have: on PostgreSQL, with its own connection pool. */
  const runner = (options: { leaseMs?: number; checkEveryMs?: number } = {}) => {
    const url = database().pool?.options.connectionString;
    const own = url ? openPostgres(url, 2) : undefined;
    if (own) pools.push(own);
    const made = createJobRunner({ db: (own ?? database()).db, logger, checkEveryMs: 20, ...options });
    runners.push(made);
    return made;
  };
  const row = async (name: string) => {
    const [found] = await database().db.select().from(backgroundJobs).where(eq(backgroundJobs.name, name));
    if (!found) throw new Error(`no row for job ${name}`);
    return found;
  };

  afterEach(async () => {
    await Promise.all(runners.map((each) => each.stop()));
    await Promise.all(pools.map((pool) => pool.close()));
    runners = [];
    pools = [];
  });

  it('runs a job once per period across three runners, never two runs at once', async () => {
    const name = `every-period-${randomUUID()}`;
    const periodMs = 300;
    const runs: { owner: string; startedAt: Date }[] = [];
    let active = 0;
    let overlapped = false;
    for (let i = 0; i < 3; i++) {
      const each = runner();
      each.add({
        name,
        periodMs,
        async run() {
          active += 1;
          if (active > 1) overlapped = true;
          // The database's own record of when this run was claimed: the clock the periods are counted on.
          runs.push({ owner: each.owner, startedAt: (await row(name)).lastStartedAt as Date });
          await new Promise((resolve) => setTimeout(resolve, 30));
          active -= 1;
          return {};
        },
      });
      each.start();
    }
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(4);
    expect(overlapped).toBe(false);
    const starts = runs.map((run) => new Date(run.startedAt).getTime());
    const gaps = starts.slice(1).map((start, i) => start - (starts[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(periodMs);
  });

  it('keeps the job from others while its runner renews the lease, and hands it over once a dead runner’s lease expires', async () => {
    const name = `takeover-${randomUUID()}`;
    const stuck = gate();
    const started = gate();
    const first = runner({ leaseMs: 300 });
    first.add({
      name,
      periodMs: 60_000,
      async run() {
        started.open();
        await stuck.opened;
        return {};
      },
    });
    void first.check();
    await started.opened;

    let secondRuns = 0;
    const second = runner({ leaseMs: 300 });
    const job: Job = {
      name,
      periodMs: 60_000,
      async run() {
        secondRuns += 1;
        return {};
      },
    };
    second.add(job);
    // Well past the lease: the first runner renews it, so the job stays with it.
    for (let i = 0; i < 6; i++) {
      await second.check();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect(secondRuns).toBe(0);
    expect((await row(name)).leasedBy).toBe(first.owner);

    // As if the first process were killed: no renewal, no release.
    first.abandon();
    await expect
      .poll(
        async () => {
          await second.check();
          return secondRuns;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(1);
    const after = await row(name);
    expect(after.leasedBy).toBeNull();
    expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    stuck.open();
  });

  it('stops a run under way after its current item, waits for it and lets the job go, still due', async () => {
    const name = `stopping-${randomUUID()}`;
    const items = 50;
    const done: number[] = [];
    let half = false;
    let returned = false;
    const started = gate();
    const stopping = runner();
    stopping.add({
      name,
      periodMs: 60_000,
      async run({ signal }) {
        started.open();
        for (let item = 0; item < items && !signal.aborted; item++) {
          half = true;
          await new Promise((resolve) => setTimeout(resolve, 20));
          done.push(item);
          half = false;
        }
        returned = true;
        return { cursor: done.length };
      },
    });
    void stopping.check();
    await started.opened;
    await stopping.stop();
    expect(returned).toBe(true);
    expect(half).toBe(false);
    expect(done.length).toBeLessThan(items);
    const left = await row(name);
    expect(left).toMatchObject({ leaseUntil: null, leasedBy: null, cursor: done.length });
    expect(left.nextRunAt.getTime()).toBeLessThanOrEqual(Date.now());

    // Another process takes it at once and carries on from where the first stopped.
    let resumedFrom: unknown;
    const next = runner();
    next.add({
      name,
      periodMs: 60_000,
      async run({ cursor }) {
        resumedFrom = cursor;
        return { cursor: null };
      },
    });
    await next.check();
    expect(resumedFrom).toBe(done.length);
    // A stopped runner starts nothing more.
    await stopping.check();
    expect((await row(name)).cursor).toBeNull();
  });

  it('keeps a failed run’s error and waits for the next period', async () => {
    const name = `failing-${randomUUID()}`;
    const failing = runner();
    let runs = 0;
    failing.add({
      name,
      periodMs: 60_000,
      async run() {
        runs += 1;
        throw new Error('the push service is down');
      },
    });
    await failing.check();
    await failing.check();
    expect(runs).toBe(1);
    expect(await row(name)).toMatchObject({ lastError: 'the push service is down', leaseUntil: null });
  });
});
