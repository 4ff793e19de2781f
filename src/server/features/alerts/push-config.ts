/** Whether Web Push is on: all three VAPID settings are set (env.ts refuses half a configuration). */
import type { Env } from '../../env';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function vapidConfig(env: Env): VapidConfig | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : undefined;
}
