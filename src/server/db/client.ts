/**
 * One database handle for the whole process: embedded PGlite in `DATA_DIR` by default, PostgreSQL when
 * `DATABASE_URL` is set. Both speak the same SQL, so the schema, migrations and queries are shared.
 * With `DATABASE_REPLICA_URLS`, `read` sends queries to read replicas (replicas.ts); `db` is the primary.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { migratePgliteClient, migratePostgresPool } from './migrate';
import { describePostgresUrl, newPool } from './pools';
import { openReplicas, type ReplicaHealth, type ReplicaOptions } from './replicas';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  /** The primary: every write, and every read that must see them. */
  readonly db: Database;
  /**
   * For public reads that may lag the primary a little: the replicas in turn, the primary when none is
   * configured or the chosen one cannot answer. The same object as `db` when there are no replicas.
   */
  readonly read: Database;
  /** Where the data lives, for logs (never includes a password). */
  readonly description: string;
  /** PostgreSQL's connection pool, for the few libraries that speak node-postgres (rate limits); absent on PGlite. */
  readonly pool?: pg.Pool | undefined;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Whether each replica answers a trivial query (none without replicas); never rejects. */
  pingReplicas(): Promise<ReplicaHealth[]>;
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole data folder as one file, for openPglite's `from`. */
  dump(): Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string | undefined }
  | { kind: 'postgres'; url: string; poolMax?: number | undefined; replicas?: ReplicaOptions | undefined };

/**
 * PGlite keeps its files in `<dataDir>/pglite`; `undefined` means in memory (tests). `from` is a data
 * folder saved with PGlite's dumpDataDir to start from instead of a new, empty one.
 */
export async function openPglite(dataDir: string | undefined, from?: Blob): Promise<PgliteHandle> {
  let path: string | undefined;
  if (dataDir !== undefined) {
    path = join(dataDir, 'pglite');
    // PGlite does not create parent folders.
    mkdirSync(path, { recursive: true });
  }
  const client = await PGlite.create(path, { extensions: { pg_trgm, cube }, ...(from ? { loadDataDir: from } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    read: db,
    description: path ? `PGlite in ${path}` : 'PGlite in memory',
    ping: async () => {
      await client.query('select 1');
    },
    pingReplicas: async () => [],
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** `replicas.urls`: read replicas of `url`, used by `read` (replicas.ts). */
export function openPostgres(url: string, poolMax = 10, replicas: ReplicaOptions = { urls: [] }): DatabaseHandle {
  const pool = newPool(url, poolMax);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const reader = openReplicas(pool, replicas);
  return {
    kind: 'postgres',
    db,
    read: reader ? (drizzleNodePg(reader.router, { schema }) as unknown as Database) : db,
    description: `${describePostgresUrl(url)}${reader ? ` with ${reader.describe()}` : ''}`,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pingReplicas: async () => (reader ? reader.ping() : []),
    migrate: () => migratePostgresPool(pool),
    close: async () => {
      await reader?.close();
      await pool.end();
    },
  };
}

export const openDatabase = (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : Promise.resolve(openPostgres(options.url, options.poolMax, options.replicas));
