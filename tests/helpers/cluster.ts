/**
 * Several real server processes behind no shared memory, on one fresh PostgreSQL database (or one the
 * caller set up, such as a primary with replicas) and the local Redis, as a scaled-out deployment runs
 * them. Each process has its own data folder (its SMS outbox); the database is dropped and this run's
 * Redis keys are deleted afterwards.
 *
 * Isolation in the shared Redis: every process of the run shares a REDIS_KEY_PREFIX of its own, so no
 * count or cached answer crosses runs, and the clean-up deletes that prefix. Client addresses are a
 * random 10.x.y.0/24 (X-Forwarded-For, TRUST_PROXY=true) and user ids come from a random range, so the
 * figures and logs of two runs never look alike either.
 */
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createTemporaryPostgres, type TemporaryPostgres } from './postgres';
import { type ServerProcess, startServer } from './server-process';

export const CLUSTER_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Cluster {
  readonly nodes: ServerProcess[];
  /** The database every process writes to (the primary when the caller gave one). */
  readonly database: Pick<TemporaryPostgres, 'url' | 'name'>;
  /** REDIS_KEY_PREFIX of every process of this run. */
  readonly redisPrefix: string;
  /** A connection to the cluster's database, for seeding and for checking what was stored. */
  readonly sql: pg.Pool;
  /** A short random tag of this run, for unique e-mails and markers. */
  readonly runTag: string;
  /** The n-th client address of this run (n = 1 to 254), sent as X-Forwarded-For. */
  ip(n: number): string;
  /** Node `i` modulo the cluster size, for spreading calls over the processes. */
  node(i: number): ServerProcess;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  env?: Record<string, string>;
  /** Run on this (migrated or empty) database instead of a fresh one; the caller drops it. */
  databaseUrl?: string;
}

/** Deletes every key under this run's prefix, and nothing else. */
async function deletePrefix(prefix: string): Promise<void> {
  const redis = new Redis(CLUSTER_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

export async function startCluster({ processes = 2, env = {}, databaseUrl }: ClusterOptions = {}): Promise<Cluster> {
  const temporary = databaseUrl ? undefined : await createTemporaryPostgres();
  const database = temporary ?? { url: databaseUrl as string, name: `given_${randomInt(1e8, 1e9)}` };
  const runTag = database.name.slice(-8);
  const redisPrefix = `pc-test-${runTag}:`;
  const subnet = `10.${randomInt(1, 255)}.${randomInt(0, 256)}`;
  const sql = new pg.Pool({ connectionString: database.url, max: 4 });
  const nodes: ServerProcess[] = [];
  try {
    // Started together, as a deployment would: the migration lock makes one of them apply the migrations.
    const started = await Promise.allSettled(
      Array.from({ length: processes }, () =>
        startServer({
          DATABASE_URL: database.url,
          REDIS_URL: CLUSTER_REDIS_URL,
          DEMO_MODE: 'false',
          TRUST_PROXY: 'true',
          SMS_PROVIDER: 'console',
          LOG_LEVEL: 'warn',
          REDIS_KEY_PREFIX: redisPrefix,
          ...env,
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    // Each process says it is on PostgreSQL and Redis, or the suites would prove nothing about sharing.
    for (const node of nodes) {
      const ready = (await (await fetch(`${node.url}/api/ready`)).json()) as Record<string, unknown>;
      if (ready.database !== 'postgres' || ready.redis !== 'ok')
        throw new Error(`not shared: ${JSON.stringify(ready)}`);
    }
    // Before any account exists: ids from a range no other run of a fresh database uses.
    await sql.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${randomInt(1_000_000, 2_000_000_000)}`);
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    await sql.end();
    await temporary?.drop();
    await deletePrefix(redisPrefix);
    throw error;
  }

  return {
    nodes,
    database,
    redisPrefix,
    sql,
    runTag,
    ip: (n) => `${subnet}.${n}`,
    node: (i) => nodes[i % nodes.length] as ServerProcess,
    async stop() {
      await Promise.all(nodes.map((node) => node.stop()));
      await sql.end();
      await temporary?.drop();
      await deletePrefix(redisPrefix);
    },
  };
}
