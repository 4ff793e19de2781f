/**
 * Global setup of the API tests: decides which databases every API suite runs on. PGlite always;
 * PostgreSQL when reachable. Under CI=true an unreachable PostgreSQL fails the run instead of skipping.
 */
import type { TestProject } from 'vitest/node';
import type { DatabaseKind } from '../../src/server/db/client';
import { postgresIsReachable, TEST_POSTGRES_URL } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKinds: DatabaseKind[];
  }
}

export default async function setup(project: TestProject) {
  const kinds: DatabaseKind[] = ['pglite'];
  if (await postgresIsReachable()) {
    kinds.push('postgres');
  } else if (process.env.CI === 'true') {
    throw new Error(`CI=true but PostgreSQL is not reachable at ${TEST_POSTGRES_URL}: the API tests must run on both.`);
  } else {
    console.warn(
      `\n!!! PostgreSQL is not reachable at ${TEST_POSTGRES_URL}: API tests run on PGlite ONLY. ` +
        'Set TEST_POSTGRES_URL or start PostgreSQL to run them on both. !!!\n',
    );
  }
  project.provide('databaseKinds', kinds);
}
