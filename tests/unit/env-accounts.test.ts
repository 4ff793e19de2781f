import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_APP_SECRET, EnvError, loadEnv } from '../../src/server/env';

const GATEWAY = { SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.test/send', SMS_HTTP_TOKEN: 'secret' };
const APP_SECRET = '0123456789abcdef0123456789abcdef';
const PUBLIC_ORIGIN = 'https://www.example.in';

describe('accounts configuration', () => {
  it('defaults to the console SMS provider, 30-day sessions, no proxy and the product rate limits', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      SMS_PROVIDER: 'console',
      SMS_SENDER_ID: 'PRPCRT',
      SESSION_TTL_DAYS: 30,
      TRUST_PROXY: false,
      TRUST_PROXY_HOPS: 1,
      HEADERS_TIMEOUT_MS: 15_000,
      REQUEST_TIMEOUT_MS: 120_000,
      RATE_LIMIT_SCALE: 1,
    });
    expect(env.SMS_HTTP_URL).toBeUndefined();
  });

  it('reads the HTTP gateway, session length, proxy trust and rate limit scale', () => {
    const env = loadEnv({
      ...GATEWAY,
      SMS_SENDER_ID: 'PCRTOR',
      SESSION_TTL_DAYS: '7',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '10',
    });
    expect(env).toMatchObject({
      ...GATEWAY,
      SMS_SENDER_ID: 'PCRTOR',
      SESSION_TTL_DAYS: 7,
      TRUST_PROXY: true,
      RATE_LIMIT_SCALE: 10,
    });
  });

  it('refuses to start in production with the console SMS provider', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(
      'SMS_PROVIDER: SMS_PROVIDER=console is not allowed in production: ',
    );
  });

  it('starts in production with the HTTP gateway and a signing key', () => {
    expect(loadEnv({ NODE_ENV: 'production', APP_SECRET, PUBLIC_ORIGIN, ...GATEWAY }).SMS_PROVIDER).toBe('http');
  });

  it('refuses to start in production without APP_SECRET, or with a short one; elsewhere a known key stands in', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN, ...GATEWAY })).toThrow(
      'APP_SECRET: is required in production (openssl rand -hex 32), the same for every process',
    );
    expect(() => loadEnv({ NODE_ENV: 'production', APP_SECRET: 'short', PUBLIC_ORIGIN, ...GATEWAY })).toThrow(
      'APP_SECRET: must be at least 32 characters',
    );
    expect(loadEnv({}).APP_SECRET).toBe(DEVELOPMENT_APP_SECRET);
    expect(() => loadEnv({ NODE_ENV: 'production', APP_SECRET, ...GATEWAY })).toThrow(
      "PUBLIC_ORIGIN: is required in production: the site's public address",
    );
    expect(loadEnv({ APP_SECRET }).APP_SECRET).toBe(APP_SECRET);
  });

  it('requires SMS_HTTP_URL for the HTTP provider', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow('SMS_HTTP_URL: is required when SMS_PROVIDER=http');
  });

  it.each([
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER: must be one of console, http (got "pigeon")'],
    [{ SMS_HTTP_URL: 'ftp://x' }, 'SMS_HTTP_URL: must be a URL like https://'],
    [{ SMS_SENDER_ID: 'A-VERY-LONG-SENDER' }, 'SMS_SENDER_ID: must be at most 11 characters'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS: must be a whole number of days from 1 to 365'],
    [{ SESSION_TTL_DAYS: '1.5' }, 'SESSION_TTL_DAYS: must be a whole number of days from 1 to 365'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true or false'],
    [{ TRUST_PROXY_HOPS: '0' }, 'TRUST_PROXY_HOPS: must be a whole number from 1 to 10'],
    [{ TRUST_PROXY_HOPS: 'two' }, 'TRUST_PROXY_HOPS: must be a whole number from 1 to 10'],
    [{ REQUEST_TIMEOUT_MS: '500' }, 'REQUEST_TIMEOUT_MS: must be a whole number of milliseconds from 1000 to 3600000'],
    [
      { HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' },
      'HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS',
    ],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE: must be a number from 0.01 to 1000'],
  ])('refuses %o with a message naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });
});
