/**
 * Global setup of the end-to-end tests: builds the client when it is stale, starts the real server
 * process on a fresh data folder, and finds Chromium. Without Chromium the suite says so loudly and
 * skips; under CI=true a missing Chromium fails the run.
 */
import type { TestProject } from 'vitest/node';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { findChromium } from './browser';
import { type ServerProcess, startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's DATA_DIR (its SMS outbox is DATA_DIR/outbox.jsonl). */
    dataDir: string;
    chromiumPath: string | null;
  }
}

let server: ServerProcess | undefined;

export async function setup(project: TestProject) {
  const chromiumPath = findChromium() ?? null;
  if (!chromiumPath) {
    const message =
      'Chromium was not found (looked for $CHROMIUM_PATH, /usr/bin/chromium): install it with ' +
      '`apt-get install -y chromium`.';
    if (process.env.CI === 'true') throw new Error(`CI=true and ${message}`);
    console.warn(`\n!!! ${message} The end-to-end tests are SKIPPED. !!!\n`);
  }
  await buildClientIfNeeded();
  // Every journey of the suite logs in and enquires from 127.0.0.1 within a few minutes, as no real
  // address would: the per-address allowances are scaled up so one file's logins cannot lock out the next
  // file's (the limits themselves are tested in tests/api and across two processes in tests/reliability).
  server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '10' });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  const code = await server?.stop();
  if (code !== 0 && code !== undefined) console.warn(`the e2e server exited with ${code}:\n${server?.output()}`);
}
