/**
 * The production layout on one machine: three server processes on a PostgreSQL primary with a streaming
 * replica (visitors' reads go to it), Redis (limits and the public cache, under the run's own key
 * prefix) and photos in an S3 bucket, under a mixed load with photo uploads. Part-way, one process is
 * killed (SIGKILL) and the other two carry the load, as they would behind a load balancer.
 *
 * It prints requests, errors, p50/p99 per kind, then checks: no errors; every acknowledged write stored
 * exactly once (listings, enquiries, sessions), every acknowledged photo in the media table and every
 * width of it in the bucket; both survivors served after the kill; each background job ran once across
 * the three processes in the run (its period is longer than the run).
 *
 * LOAD_SECONDS (default 15) and LOAD_CONCURRENCY (default 16) change the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_FIGURES_JOB } from '../../src/server/features/landing/landing-figures';
import { FRESHNESS_JOB } from '../../src/server/features/listings/freshness.job';
import { MEDIA_SWEEP_JOB } from '../../src/server/features/media/media-sweep';
import { type Cluster, startCluster } from '../helpers/cluster';
import { LOAD_KINDS, LOAD_RATE_LIMIT_SCALE, runMixedLoad } from '../helpers/cluster-load';
import { checkConsistency } from '../helpers/cluster-load-check';
import { printLoadReport } from '../helpers/cluster-load-report';
import { type LoadSeed, seedLoad, seedSizeFor } from '../helpers/cluster-load-seed';
import { printFigures } from '../helpers/print-figures';
import { type ReplicaCluster, startReplicaCluster } from '../helpers/replica-cluster';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';

const seconds = Number(process.env.LOAD_SECONDS ?? 15);
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 16);
const KILLED = 2;

let database: ReplicaCluster;
let bucket: TestS3Server;
let cluster: Cluster;
let seed: LoadSeed;
beforeAll(async () => {
  // 3 processes x (10 primary + 10 replica connections), the test's own pool and the standby's stream.
  database = await startReplicaCluster({ replicas: 1, maxConnections: 60 });
  bucket = await startS3Server({ prefix: 'media/' });
  cluster = await startCluster({
    processes: 3,
    databaseUrl: database.primary.url,
    env: {
      ...bucket.env,
      DATABASE_REPLICA_URLS: (database.replicas[0] as (typeof database.replicas)[number]).url,
      RATE_LIMIT_SCALE: LOAD_RATE_LIMIT_SCALE,
      // The job runner's one line a run is at info.
      LOG_LEVEL: 'info',
    },
  });
  seed = await seedLoad(cluster, seedSizeFor(seconds));
});
afterAll(async () => {
  await cluster?.stop();
  await bucket?.close();
  await database?.destroy();
});

const ranJob = (output: string, job: string) =>
  output.split('\n').filter((line) => line.includes('"background job ran"') && line.includes(`"job":"${job}"`)).length;

describe('three processes on a primary and a replica, Redis and an S3 bucket, one killed under load', () => {
  it(
    'answers every request, stores every acknowledged write and photo once, and runs each job once',
    async () => {
      const run = await runMixedLoad(cluster, seed, {
        seconds,
        concurrency,
        kill: { node: KILLED, afterSeconds: seconds * 0.3 },
      });
      const summary = printLoadReport(run);
      const objects = new Set((await bucket.objects()).map((object) => object.key));
      const consistency = await checkConsistency(cluster, run, async (hash, widths) =>
        widths.every((width) => objects.has(`${bucket.prefix}${hash}-${width}.webp`)),
      );
      const jobs = Object.fromEntries(
        [MEDIA_SWEEP_JOB, FRESHNESS_JOB, LANDING_FIGURES_JOB].map((job) => [
          job,
          cluster.nodes.reduce((runs, node) => runs + ranJob(node.output(), job), 0),
        ]),
      );
      printFigures(
        `scale-out: process ${KILLED + 1} of 3 killed at ${run.killedAtSeconds?.toFixed(1)} s; ` +
          `${run.resentAfterKill} requests it took down sent again to another process, ` +
          `${run.cutByKill} new listings cut unanswered; job runs across the processes ${JSON.stringify(jobs)}`,
      );

      expect(summary.errors).toBe(0);
      expect(summary.non2xx).toEqual({});
      for (const kind of LOAD_KINDS) expect(run.stats[kind].latenciesMs.length, kind).toBeGreaterThan(0);
      // The survivors carried the load after the kill: each served well more than the killed one's share.
      const [first, second, killed] = run.requestsByNode as [number, number, number];
      expect(first).toBeGreaterThan(killed);
      expect(second).toBeGreaterThan(killed);
      expect(cluster.nodes[KILLED]?.child.signalCode).toBe('SIGKILL');
      // The kill took requests down with it: those safe to resend went to another process, the rest (new
      // listings) were cut, at most one per client.
      expect(run.resentAfterKill + run.cutByKill).toBeGreaterThan(0);
      expect(run.cutByKill).toBeLessThanOrEqual(concurrency);

      expect(consistency.problems).toEqual([]);
      for (const write of consistency.writes) {
        expect(write.acknowledged, write.label).toBeGreaterThan(0);
        expect(write.exactlyOnce, write.label).toBe(write.acknowledged);
      }
      expect(consistency.sessions.stored).toBe(consistency.sessions.acknowledged);
      expect(consistency.photos.acknowledged).toBeGreaterThan(0);
      expect(consistency.photos.stored).toBe(consistency.photos.acknowledged);
      expect(consistency.photos.inStore).toBe(consistency.photos.acknowledged);
      expect(jobs).toEqual({ [MEDIA_SWEEP_JOB]: 1, [FRESHNESS_JOB]: 1, [LANDING_FIGURES_JOB]: 1 });
    },
    (seconds + 90) * 1000,
  );
});
