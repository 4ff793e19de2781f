/**
 * Read replicas (`DATABASE_REPLICA_URLS`): one pool per replica behind a router that Drizzle queries as it
 * would one pool. Each query goes to the next replica in turn. A replica that cannot be reached (or whose
 * query was cancelled by WAL replay) is not the caller's problem: that read is run again on the primary,
 * and a replica that refused a connection is skipped for a few seconds, so a dead replica costs one
 * failed connection per pause rather than one per request. Other errors (bad SQL, a write sent here by
 * mistake, which a read-only replica refuses) fail as they would on the primary.
 */
import type pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors';
import { describePostgresUrl, newPool } from './pools';

export interface ReplicaOptions {
  urls: readonly string[];
  /** Connections per replica in this process (DATABASE_REPLICA_POOL_MAX). */
  poolMax?: number | undefined;
  /** Told each time a read left a replica for the primary (for a log line). */
  onFallback?: ((replica: string, error: unknown) => void) | undefined;
}

export interface ReplicaHealth {
  /** Host, port and database, never a password. */
  replica: string;
  ok: boolean;
}

export const REPLICAS = {
  /** How long a replica that could not be reached is left out before it is tried again. */
  skipAfterFailureMs: 5_000,
  /** A replica is one of several ways to answer: give up on connecting sooner than on the primary. */
  connectTimeoutMs: 2_000,
} as const;

/** "canceling statement due to conflict with recovery": the replica's replay needed what the read held. */
const RECOVERY_CONFLICT = '40001';

const isRecoveryConflict = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === RECOVERY_CONFLICT) return true;
  }
  return false;
};

interface Replica {
  readonly description: string;
  readonly pool: pg.Pool;
  /** Skipped until then (epoch ms) after a connection failure. */
  skipUntil: number;
}

/**
 * Looks like a pg.Pool to Drizzle ("Pool" in the class name makes it check out a client for a
 * transaction, which then stays on the replica it started on).
 */
export class ReplicaRouterPool {
  private next = 0;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replicas: readonly Replica[],
    private readonly onFallback: (replica: string, error: unknown) => void,
  ) {}

  /** The next replica not being skipped, or undefined (then the primary answers). */
  private pick(): Replica | undefined {
    const now = Date.now();
    for (let tried = 0; tried < this.replicas.length; tried += 1) {
      const replica = this.replicas[this.next];
      this.next = (this.next + 1) % this.replicas.length;
      if (replica && replica.skipUntil <= now) return replica;
    }
    return undefined;
  }

  /** Runs `use` on a replica, or on the primary when none may be used or the replica could not answer. */
  private async routed<T>(use: (pool: pg.Pool) => Promise<T>): Promise<T> {
    const replica = this.pick();
    if (!replica) return use(this.primary);
    try {
      return await use(replica.pool);
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      if (!unavailable && !isRecoveryConflict(error)) throw error;
      if (unavailable) replica.skipUntil = Date.now() + REPLICAS.skipAfterFailureMs;
      this.onFallback(replica.description, error);
      return use(this.primary);
    }
  }

  /** Drizzle's only call: a query config (text, values, row mode, type parsers) and its values. */
  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.routed((pool) => pool.query(config, values));
  }

  connect(): Promise<pg.PoolClient> {
    return this.routed((pool) => pool.connect());
  }
}

/** Resolves when `pool` answers a trivial query within `ms`; rejects otherwise. */
async function answersWithin(pool: pg.Pool, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pool.query('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Replicas {
  /** What Drizzle is opened over for `DatabaseHandle.read`: it uses no more of a pool than the router has. */
  readonly router: pg.Pool;
  describe(): string;
  ping(): Promise<ReplicaHealth[]>;
  close(): Promise<void>;
}

/** The replicas of `primary`, or undefined when none is configured. */
export function openReplicas(primary: pg.Pool, options: ReplicaOptions): Replicas | undefined {
  if (options.urls.length === 0) return undefined;
  const replicas: Replica[] = options.urls.map((url) => ({
    description: describePostgresUrl(url).replace(/^PostgreSQL at /, ''),
    pool: newPool(url, options.poolMax ?? 10, REPLICAS.connectTimeoutMs),
    skipUntil: 0,
  }));
  return {
    router: new ReplicaRouterPool(primary, replicas, options.onFallback ?? (() => {})) as unknown as pg.Pool,
    describe: () =>
      `${replicas.length} read replica${replicas.length === 1 ? '' : 's'} (${replicas.map((r) => r.description).join(', ')})`,
    ping: () =>
      Promise.all(
        replicas.map(async (replica) => {
          try {
            await answersWithin(replica.pool, REPLICAS.connectTimeoutMs);
            replica.skipUntil = 0;
            return { replica: replica.description, ok: true };
          } catch {
            replica.skipUntil = Date.now() + REPLICAS.skipAfterFailureMs;
            return { replica: replica.description, ok: false };
          }
        }),
      ),
    close: async () => {
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
