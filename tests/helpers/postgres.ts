/**
 * Temporary PostgreSQL databases for tests: each is created with a random name on the server at
 * TEST_POSTGRES_URL (default: the local trust-auth server) and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when the test PostgreSQL server accepts a connection within `timeoutMs`. */
export async function postgresIsReachable(timeoutMs = 3000): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `work` on a connection to the test server's maintenance database (create and drop databases). */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TemporaryPostgres {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

/**
 * Creates a database named `pc_test_<random>` and returns its URL: empty, or a copy of the database named
 * `template` (which must have no open connections while it is copied).
 */
export async function createTemporaryPostgres(template?: string): Promise<TemporaryPostgres> {
  const name = `pc_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
