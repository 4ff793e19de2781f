/**
 * The end-to-end tests' servers. The demo marketplace is seeded once, into a template data folder
 * (seeding is the slow part of a start); the suite's shared server and any file's own server each run on
 * a copy of it, so every server starts from the same first-visit data and no file sees another's writes.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServer } from './server-process';

/**
 * Every journey logs in and enquires from 127.0.0.1 within a few minutes, as no real address would: the
 * per-address allowances are scaled up so one file's logins cannot lock out the next file's (the limits
 * themselves are tested in tests/api and across two processes in tests/reliability).
 */
/**
 * The journeys check what a page shows, not how fast the server renders it: with two browsers and two
 * servers on two cores, a render can pass the product's 3 s and go out as the shell, so they allow 20 s.
 */
const SERVER_ENV = { LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '10', RENDER_TIMEOUT_MS: '20000' };

/** Starts a server on an empty folder, lets it seed the demo marketplace, stops it: the folder is the template. */
export async function seedTemplate(): Promise<string> {
  const template = mkdtempSync(join(tmpdir(), 'pc-e2e-template-'));
  const seeding = await startServer({ ...SERVER_ENV, DATA_DIR: template });
  const code = await seeding.stop();
  if (code !== 0) throw new Error(`seeding the e2e template exited with ${code}:\n${seeding.output()}`);
  return template;
}

/** A server on a fresh copy of `template`; stopping it removes the copy. */
export async function serveCopyOf(template: string): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pc-e2e-data-'));
  cpSync(template, dataDir, { recursive: true });
  const server = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir });
  return {
    ...server,
    stop: async () => {
      const code = await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export const removeTemplate = (template: string) => rmSync(template, { recursive: true, force: true });
