/**
 * Load and scale-out: two server processes behind no shared memory, on one PostgreSQL and
 * Redis, serve a bounded mixed load over loopback (browse, search, detail, login, enquiry, listing
 * creation), spread over both. The run prints requests, errors, non-2xx by status, p50/p99 per kind and
 * requests/s, then checks the database: every acknowledged write present exactly once.
 *
 * LOAD_SECONDS (default 15) and LOAD_CONCURRENCY (default 16) change the run; `npm run soak` is the long
 * variant (tests/bench/soak.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../helpers/cluster';
import { LOAD_KINDS, LOAD_RATE_LIMIT_SCALE, runMixedLoad } from '../helpers/cluster-load';
import { checkConsistency } from '../helpers/cluster-load-check';
import { printLoadReport } from '../helpers/cluster-load-report';
import { type LoadSeed, seedLoad, seedSizeFor } from '../helpers/cluster-load-seed';

const seconds = Number(process.env.LOAD_SECONDS ?? 15);
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 16);

let cluster: Cluster;
let seed: LoadSeed;
beforeAll(async () => {
  cluster = await startCluster({ processes: 2, env: { RATE_LIMIT_SCALE: LOAD_RATE_LIMIT_SCALE } });
  seed = await seedLoad(cluster, seedSizeFor(seconds));
});
afterAll(() => cluster?.stop());

describe('a mixed load on two server processes sharing PostgreSQL and Redis', () => {
  it(
    'answers every request without an error and stores every acknowledged write exactly once',
    async () => {
      const run = await runMixedLoad(cluster, seed, { seconds, concurrency });
      const summary = printLoadReport(run);
      const consistency = await checkConsistency(cluster, run);

      expect(summary.errors).toBe(0);
      expect(summary.non2xx).toEqual({});
      for (const kind of LOAD_KINDS) expect(run.stats[kind].latenciesMs.length, kind).toBeGreaterThan(0);
      // Both processes served about half of it.
      for (const served of run.requestsByNode) expect(served).toBeGreaterThan(summary.requests / 3);
      expect(consistency.problems).toEqual([]);
      for (const write of consistency.writes) {
        expect(write.acknowledged, write.label).toBeGreaterThan(0);
        expect(write.exactlyOnce, write.label).toBe(write.acknowledged);
      }
      expect(consistency.sessions.stored).toBe(consistency.sessions.acknowledged);
    },
    (seconds + 60) * 1000,
  );
});
