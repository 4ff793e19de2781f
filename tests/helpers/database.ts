/** A fresh, migrated database per test suite: in-memory PGlite, or a temporary PostgreSQL database. */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type DatabaseHandle, type DatabaseKind, openPglite, openPostgres } from '../../src/server/db/client';
import { createTemporaryPostgres } from './postgres';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the temporary database. */
  destroy(): Promise<void>;
}

/** The template's data folder, read once per worker: the files of a worker share it (about 40 MB). */
let pgliteTemplate: Promise<Blob> | undefined;

/** A copy of the run's migrated template (databases.setup.ts). */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
    const handle = await openPglite(undefined, await pgliteTemplate);
    // Nothing to apply unless a migration was added after the template was made (a watch run).
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const temporary = await createTemporaryPostgres(inject('postgresTemplate'));
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
