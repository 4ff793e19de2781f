/** PostgreSQL connection pools, for the primary and for each read replica alike. */
import pg from 'pg';

/** A connection pool that survives its database going away (each query then fails on its own). */
export function newPool(url: string, max: number, connectionTimeoutMillis = 5000): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a checked-out client between two queries of a transaction (e.g. while a photo's files are
  // written): node-postgres emits 'error' on it with no listener, which would kill the process. Its next
  // query fails instead, the request answers 503, and the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/** Where a PostgreSQL URL points, for logs: host, port and database, never the user's password. */
export const describePostgresUrl = (url: string): string => {
  const { host, pathname } = new URL(url);
  return `PostgreSQL at ${host}${pathname}`;
};
