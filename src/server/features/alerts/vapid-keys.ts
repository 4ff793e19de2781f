/**
 * Push keys for a server nobody configured: outside production, a VAPID key pair is made on the first start
 * and kept in DATA_DIR/vapid.json (readable by the server's user only), so saved-search alerts work out of
 * the box and keep working across restarts (a new key would orphan every browser's subscription).
 * Production takes its keys from the environment only: a key in a data folder could be lost with it, or
 * differ between the processes of a fleet.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import { mailtoHref, SITE } from '../../../shared/site';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import { vapidConfig } from './push-config';

export const VAPID_FILE = 'vapid.json';

interface StoredKeys {
  publicKey: string;
  privateKey: string;
}

const isStoredKeys = (value: unknown): value is StoredKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredKeys).publicKey === 'string' &&
  typeof (value as StoredKeys).privateKey === 'string';

async function readKeys(file: string): Promise<StoredKeys> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isStoredKeys(parsed)) throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  return parsed;
}

/** The kept pair, or a new one written with `wx` so two processes starting together keep the first one. */
async function keptOrNewKeys(file: string): Promise<{ keys: StoredKeys; made: boolean }> {
  const made = webPush.generateVAPIDKeys();
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`);
    } finally {
      await handle.close();
    }
    return { keys: made, made: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { keys: await readKeys(file), made: false };
  }
}

/** `env` with VAPID settings: its own, or (outside production, none set) the data folder's pair. */
export async function withLocalVapidKeys(env: Env, logger: Logger): Promise<Env> {
  if (vapidConfig(env) || env.NODE_ENV === 'production') return env;
  const dir = resolve(env.DATA_DIR);
  await mkdir(dir, { recursive: true });
  const file = join(dir, VAPID_FILE);
  const { keys, made } = await keptOrNewKeys(file);
  logger.info({ file }, made ? 'push alerts: made a VAPID key pair' : 'push alerts: using the kept VAPID key pair');
  return {
    ...env,
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? mailtoHref(SITE.email),
  };
}
