/**
 * Global setup of the end-to-end tests: builds the client when it is stale, seeds the demo marketplace
 * into a template data folder, starts the suite's shared server on a copy of it, and finds Chromium.
 * Without Chromium the suite says so loudly and skips; under CI=true a missing Chromium fails the run.
 */
import type { TestProject } from 'vitest/node';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { findChromium } from './browser';
import { removeTemplate, seedTemplate, serveCopyOf } from './e2e-server';
import type { ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's DATA_DIR (its SMS outbox is DATA_DIR/outbox.jsonl). */
    dataDir: string;
    /** The seeded demo marketplace a file with a server of its own starts from (see e2e-server.ts). */
    templateDir: string;
    chromiumPath: string | null;
  }
}

let server: ServerProcess | undefined;
let template: string | undefined;

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
  template = await seedTemplate();
  server = await serveCopyOf(template);
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('templateDir', template);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  const code = await server?.stop();
  if (code !== 0 && code !== undefined) console.warn(`the e2e server exited with ${code}:\n${server?.output()}`);
  if (template) removeTemplate(template);
}
