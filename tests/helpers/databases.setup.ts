/**
 * Global setup of the API tests: decides which databases every API suite runs on. PGlite always;
 * PostgreSQL when reachable. Under CI=true an unreachable PostgreSQL fails the run instead of skipping.
 *
 * It also migrates one database of each kind as a template: a suite's fresh database is a copy of it
 * (PGlite loads the saved data folder, PostgreSQL clones it with CREATE DATABASE ... TEMPLATE), which
 * skips PGlite's initdb and the migrations, one to two seconds a suite.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseKind, openPglite, openPostgres } from '../../src/server/db/client';
import { createTemporaryPostgres, postgresIsReachable, TEST_POSTGRES_URL } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKinds: DatabaseKind[];
    /** A migrated PGlite data folder (dumpDataDir) to start each suite's database from. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database to clone for each suite. */
    postgresTemplate: string | undefined;
  }
}

async function pgliteTemplate(folder: string): Promise<string> {
  const handle = await openPglite(undefined);
  try {
    await handle.migrate();
    const file = join(folder, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await (await handle.dump()).arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

async function postgresTemplate() {
  const template = await createTemporaryPostgres();
  const handle = openPostgres(template.url, 1);
  try {
    await handle.migrate();
  } finally {
    // Closed before any copy: CREATE DATABASE refuses a template with open connections.
    await handle.close();
  }
  return template;
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
  const folder = mkdtempSync(join(tmpdir(), 'pc-db-template-'));
  project.provide('pgliteTemplateFile', await pgliteTemplate(folder));
  const postgres = kinds.includes('postgres') ? await postgresTemplate() : undefined;
  project.provide('postgresTemplate', postgres?.name);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await postgres?.drop();
  };
}
