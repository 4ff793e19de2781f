/**
 * The soak: the mixed load of tests/reliability/load-mixed.test.ts for a long run. Two server
 * processes (or --processes) on a fresh PostgreSQL database and the local Redis, seeded through the API,
 * loaded for --seconds (default 10 minutes) by --concurrency clients; prints a line a minute, then the
 * figures and the consistency check. Exits 1 on any error, any non-2xx answer or a failed check.
 *
 *   npm run soak
 *   npm run soak -- --seconds 3600 --concurrency 32
 */
import { parseArgs } from 'node:util';
import { startCluster } from '../helpers/cluster';
import { LOAD_RATE_LIMIT_SCALE, type LoadRun, runMixedLoad } from '../helpers/cluster-load';
import { checkConsistency } from '../helpers/cluster-load-check';
import { printLoadReport } from '../helpers/cluster-load-report';
import { seedLoad, seedSizeFor } from '../helpers/cluster-load-seed';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '16' },
    processes: { type: 'string', default: '2' },
  },
});
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const processes = Number(args.processes);
for (const [name, value] of Object.entries({ seconds, concurrency, processes })) {
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1`);
    process.exit(2);
  }
}

function progress(run: LoadRun, elapsed: number): void {
  const stats = Object.values(run.stats);
  const answered = stats.reduce((sum, s) => sum + s.latenciesMs.length, 0);
  const failures = stats.reduce((sum, s) => sum + s.failures, 0);
  const non2xx = stats.reduce(
    (sum, s) =>
      sum + [...s.statuses].filter(([status]) => status < 200 || status >= 300).reduce((n, [, c]) => n + c, 0),
    0,
  );
  console.log(
    `  ${Math.round(elapsed)} s: ${answered + failures} requests (${((answered + failures) / elapsed).toFixed(1)}/s), ` +
      `${failures} without an answer, ${non2xx} non-2xx`,
  );
}

const started = Date.now();
console.log(`soak: ${processes} processes, ${seconds} s, ${concurrency} clients; starting and seeding...`);
const cluster = await startCluster({ processes, env: { RATE_LIMIT_SCALE: LOAD_RATE_LIMIT_SCALE } });
let failed = true;
try {
  const size = seedSizeFor(seconds);
  const seed = await seedLoad(cluster, size);
  console.log(
    `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${size.sellers} sellers, ${size.buyers} buyers, ` +
      `${size.listings} approved listings (${size.featured} featured)`,
  );
  const run = await runMixedLoad(cluster, seed, { seconds, concurrency, onProgress: progress });
  const summary = printLoadReport(run);
  const consistency = await checkConsistency(cluster, run);
  const non2xx = Object.values(summary.non2xx).reduce((sum, n) => sum + n, 0);
  failed = summary.errors > 0 || non2xx > 0 || consistency.problems.length > 0;
  console.log(
    failed
      ? `SOAK FAILED: ${summary.errors} errors, ${non2xx} non-2xx, ${consistency.problems.length} consistency problems`
      : `soak passed: ${summary.requests} requests, 0 errors, p99 ${summary.p99.toFixed(1)} ms, every acknowledged write stored once`,
  );
} catch (error) {
  console.error('SOAK FAILED:', error);
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
