import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';

describe('loadEnv', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.REDIS_KEY_PREFIX).toBe('pc:');
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const env = loadEnv({ PORT: '8080', DATA_DIR: '/var/lib/pc', DATABASE_URL: 'postgres://u:p@db:5432/pc' });
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('/var/lib/pc');
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/pc');
  });

  it('treats an empty variable as not set', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number between 0 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a whole number between 0 and 65535 (got "70000")'],
    [{ PORT: '3.5' }, 'PORT: must be a whole number between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a URL like postgres://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must be a URL like redis://'],
    [{ REDIS_KEY_PREFIX: 'pc prod' }, 'REDIS_KEY_PREFIX: must be 1 to 40 letters, digits or : _ . -'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV:'],
  ])('refuses %o with a message naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('lists every bad variable at once', () => {
    try {
      loadEnv({ PORT: '-1', LOG_LEVEL: 'x' });
      expect.unreachable('loadEnv accepted a bad configuration');
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT:[\s\S]*LOG_LEVEL:/);
    }
  });
});

describe('DEMO_MODE', () => {
  // Production also needs a real SMS gateway (see env-accounts.test.ts).
  const production = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'https://sms.example.test/send',
    APP_SECRET: '0123456789abcdef0123456789abcdef',
    PUBLIC_ORIGIN: 'https://www.example.in',
  };

  it('is on by default outside production and off in production', () => {
    expect(loadEnv({}).DEMO_MODE).toBe(true);
    expect(loadEnv(production).DEMO_MODE).toBe(false);
  });

  it('can be set either way', () => {
    expect(loadEnv({ DEMO_MODE: 'false' }).DEMO_MODE).toBe(false);
    expect(loadEnv({ ...production, DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
    expect(() => loadEnv({ DEMO_MODE: 'yes' })).toThrow('DEMO_MODE: must be true or false');
  });
});
