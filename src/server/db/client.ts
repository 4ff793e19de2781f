/**
 * One database handle for the whole process: embedded PGlite in `DATA_DIR` by default, PostgreSQL when
 * `DATABASE_URL` is set. Both speak the same SQL, so the schema, migrations and queries are shared.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePgliteClient, migratePostgresPool } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /** Where the data lives, for logs (never includes a password). */
  readonly description: string;
  /** PostgreSQL's connection pool, for the few libraries that speak node-postgres (rate limits); absent on PGlite. */
  readonly pool?: pg.Pool | undefined;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
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
  | { kind: 'postgres'; url: string; poolMax?: number | undefined };

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
  const client = await PGlite.create(path, { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    description: path ? `PGlite in ${path}` : 'PGlite in memory',
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export function openPostgres(url: string, poolMax = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a checked-out client between two queries of a transaction (e.g. while a photo's files are
  // written): node-postgres emits 'error' on it with no listener, which would kill the process. Its next
  // query fails instead, the request answers 503, and the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const safe = new URL(url);
  safe.password = '';
  return {
    kind: 'postgres',
    db,
    description: `PostgreSQL at ${safe.host}${safe.pathname}`,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePostgresPool(pool),
    close: () => pool.end(),
  };
}

export const openDatabase = (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.kind === 'pglite' ? openPglite(options.dataDir) : Promise.resolve(openPostgres(options.url, options.poolMax));
