import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { EnvError, loadEnv } from '../../src/server/env';
import { pushNetwork } from '../../src/server/features/alerts/push-agent';
import { vapidConfig } from '../../src/server/features/alerts/push-config';

const keys = webPush.generateVAPIDKeys();
const VAPID = {
  VAPID_PUBLIC_KEY: keys.publicKey,
  VAPID_PRIVATE_KEY: keys.privateKey,
  VAPID_SUBJECT: 'mailto:alerts@propertycreator.in',
};

const problem = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('Web Push (VAPID) configuration', () => {
  it('leaves push off when no key is set', () => {
    expect(vapidConfig(loadEnv({}))).toBeUndefined();
  });

  it('turns push on with the keys web-push generates and a mailto: or https: contact', () => {
    expect(vapidConfig(loadEnv(VAPID))).toEqual({
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      subject: VAPID.VAPID_SUBJECT,
    });
    expect(vapidConfig(loadEnv({ ...VAPID, VAPID_SUBJECT: 'https://www.propertycreator.in/contact' }))).toBeDefined();
  });

  it('refuses half a configuration, naming what is missing', () => {
    const message = problem({ VAPID_PUBLIC_KEY: keys.publicKey });
    expect(message).toContain('VAPID_PRIVATE_KEY: is required with the other VAPID settings');
    expect(message).toContain('VAPID_SUBJECT: is required with the other VAPID settings');
  });

  it.each([
    ['VAPID_PUBLIC_KEY', 'not-a-key', 'must be the base64url public key printed by npx web-push generate-vapid-keys'],
    ['VAPID_PRIVATE_KEY', `${keys.privateKey}==`, 'must be the base64url private key printed by npx web-push'],
    ['VAPID_SUBJECT', 'alerts@propertycreator.in', 'must be a contact for push services, like mailto:'],
    ['VAPID_SUBJECT', 'http://propertycreator.in', 'must be a contact for push services'],
  ])('refuses a bad %s', (name, value, expected) => {
    expect(problem({ ...VAPID, [name]: value })).toContain(`${name}: ${expected}`);
  });
});

describe('where push alerts may connect', () => {
  const production = loadEnv({
    NODE_ENV: 'production',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.com/send',
    SMS_HTTP_TOKEN: 'token',
    APP_SECRET: '0123456789abcdef0123456789abcdef',
    PUBLIC_ORIGIN: 'https://www.example.in',
  });

  it('is public addresses only in production, anywhere in development and tests (their receiver is local)', () => {
    expect(pushNetwork({ env: production }).publicOnly).toBe(true);
    expect(pushNetwork({ env: loadEnv({ NODE_ENV: 'development' }) }).publicOnly).toBe(false);
    expect(pushNetwork({ env: loadEnv({ NODE_ENV: 'test' }) }).publicOnly).toBe(false);
  });

  it('follows what the server is given instead, when it is given', () => {
    expect(pushNetwork({ env: production, pushNetwork: { publicOnly: false } }).publicOnly).toBe(false);
    expect(pushNetwork({ env: loadEnv({ NODE_ENV: 'test' }), pushNetwork: { publicOnly: true } }).publicOnly).toBe(
      true,
    );
  });
});
