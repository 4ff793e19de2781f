/**
 * Several real server processes behind no shared memory, on one fresh PostgreSQL database and the local
 * Redis, as a scaled-out deployment runs them. Each process has its own data folder (its SMS
 * outbox); the database is dropped and this run's Redis keys are deleted afterwards.
 *
 * Isolation in the shared Redis: the server's rate-limit keys are `pc:rl:<rule>:<key>` with no per-run
 * prefix, so this run makes every key its own instead: TRUST_PROXY=true with a random 10.x.y.0/24 of
 * client addresses (X-Forwarded-For), unique e-mails and phones, and user ids from a random range
 * (a fresh database would otherwise count buyers 1, 2, 3... into another run's `enquiryPerBuyer:1`).
 */
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { RATE_LIMIT_RULES } from '../../src/server/lib/rate-limits';
import { createTemporaryPostgres, type TemporaryPostgres } from './postgres';
import { type ServerProcess, startServer } from './server-process';

export const CLUSTER_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The server's own Redis key prefix for rate limits (src/server/lib/rate-limits.ts). */
const SERVER_KEY_PREFIX = 'pc:rl';

export interface Cluster {
  readonly nodes: ServerProcess[];
  readonly database: TemporaryPostgres;
  /** A connection to the cluster's database, for seeding and for checking what was stored. */
  readonly sql: pg.Pool;
  /** A short random tag of this run, for unique e-mails and markers. */
  readonly runTag: string;
  /** The n-th client address of this run (n = 1 to 254), sent as X-Forwarded-For. */
  ip(n: number): string;
  /** Node `i` modulo the cluster size, for spreading calls over the processes. */
  node(i: number): ServerProcess;
  /** Remembers a rate-limit key this run used (an e-mail or phone of no account) to delete it at the end. */
  ownKey(key: string): void;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  env?: Record<string, string>;
}

/** Deletes the rate-limit keys of every rule for these keys, and nothing else. */
async function deleteOwnKeys(keys: Iterable<string>): Promise<number> {
  const redis = new Redis(CLUSTER_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const names = Object.keys(RATE_LIMIT_RULES);
    const all = [...new Set(keys)].flatMap((key) => names.map((name) => `${SERVER_KEY_PREFIX}:${name}:${key}`));
    let deleted = 0;
    for (let i = 0; i < all.length; i += 500) deleted += await redis.del(...all.slice(i, i + 500));
    return deleted;
  } finally {
    redis.disconnect();
  }
}

export async function startCluster({ processes = 2, env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const database = await createTemporaryPostgres();
  const runTag = database.name.slice(-8);
  const subnet = `10.${randomInt(1, 255)}.${randomInt(0, 256)}`;
  const ownKeys = new Set<string>();
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
    await database.drop();
    throw error;
  }

  const ips = new Set<string>();
  return {
    nodes,
    database,
    sql,
    runTag,
    ip(n) {
      const address = `${subnet}.${n}`;
      ips.add(address);
      return address;
    },
    node: (i) => nodes[i % nodes.length] as ServerProcess,
    ownKey: (key) => ownKeys.add(key),
    async stop() {
      await Promise.all(nodes.map((node) => node.stop()));
      const users = await sql.query<{ id: string; email: string; phone_number: string }>(
        'SELECT id, lower(email) AS email, phone_number FROM users',
      );
      await sql.end();
      await database.drop();
      await deleteOwnKeys([
        ...ips,
        ...ownKeys,
        ...users.rows.flatMap((user) => [user.id, user.email, user.phone_number]),
      ]);
    },
  };
}
