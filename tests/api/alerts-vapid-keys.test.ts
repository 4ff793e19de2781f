import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { VAPID_FILE, withLocalVapidKeys } from '../../src/server/features/alerts/vapid-keys';
import { createLogger } from '../../src/server/lib/logger';
import { startServer } from '../helpers/server-process';

// A first start migrates a new PGlite database: minutes on a busy machine.
const START_MS = 240_000;
const folders: string[] = [];
const newFolder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'pc-vapid-'));
  folders.push(dir);
  return dir;
};

afterAll(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const publicKeyOf = async (url: string) => {
  const res = await fetch(`${url}/api/push/public-key`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { publicKey: string } }).data.publicKey;
};

describe('push keys without configuration', () => {
  it(
    'are made on the first start, kept owner-only in the data folder, and reused after a restart',
    async () => {
      const dataDir = await newFolder();
      const first = await startServer({ DATA_DIR: dataDir, DEMO_MODE: 'false' }, START_MS);
      let key: string;
      try {
        key = await publicKeyOf(first.url);
        expect(key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      } finally {
        await first.stop();
      }
      expect((await stat(join(dataDir, VAPID_FILE))).mode & 0o777).toBe(0o600);

      const second = await startServer({ DATA_DIR: dataDir, DEMO_MODE: 'false' }, START_MS);
      try {
        expect(await publicKeyOf(second.url)).toBe(key);
      } finally {
        await second.stop();
      }
    },
    3 * START_MS,
  );

  it('are never made in production, nor when the environment names them', async () => {
    const logger = createLogger(loadEnv({ LOG_LEVEL: 'silent' }));
    const production = await newFolder();
    // Production's other required settings do not matter here: only NODE_ENV decides.
    const env = { ...loadEnv({ DATA_DIR: production }), NODE_ENV: 'production' as const };
    expect(await withLocalVapidKeys(env, logger)).toBe(env);
    await expect(stat(join(production, VAPID_FILE))).rejects.toThrow();

    const made = await withLocalVapidKeys(loadEnv({ DATA_DIR: await newFolder() }), logger);
    const configured = loadEnv({
      DATA_DIR: await newFolder(),
      VAPID_PUBLIC_KEY: made.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: made.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: 'mailto:alerts@example.in',
    });
    expect(await withLocalVapidKeys(configured, logger)).toBe(configured);
  });
});
