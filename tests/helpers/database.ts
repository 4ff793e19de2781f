/** A fresh, migrated database per test suite: in-memory PGlite, or a temporary PostgreSQL database. */
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openPglite, openPostgres } from '../../src/server/db/client';
import { createTemporaryPostgres } from './postgres';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the temporary database. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const temporary = await createTemporaryPostgres();
  const handle = openPostgres(temporary.url, 5);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await temporary.drop();
    throw error;
  }
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await temporary.drop();
    },
  };
}

/**
 * Runs the same suite once per database the run has (see databases.setup.ts), each with its own fresh
 * database: `describeEachDatabase('listings', (db) => { it(..., () => db().kind) })`.
 */
export function describeEachDatabase(title: string, suite: (database: () => TestDatabase) => void): void {
  for (const kind of inject('databaseKinds')) {
    describe(`${title} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await database?.destroy();
      });
      suite(() => {
        if (!database) throw new Error('the test database is not ready yet (use it inside a test or hook)');
        return database;
      });
    });
  }
}
