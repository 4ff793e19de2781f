import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';

const PRIMARY = 'postgres://app:primary-secret@db1:5432/pc';

describe('DATABASE_REPLICA_URLS', () => {
  it('is no replica when unset or blank', () => {
    expect(loadEnv({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(loadEnv({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: ' , ' }).DATABASE_REPLICA_URLS).toEqual([]);
  });

  it('reads comma-separated URLs, spaces around them ignored, and a pool size per replica', () => {
    const env = loadEnv({
      DATABASE_URL: PRIMARY,
      DATABASE_REPLICA_URLS: 'postgres://app:s1@db2:5432/pc, postgresql://app:s2@db3/pc',
      DATABASE_REPLICA_POOL_MAX: '4',
    });
    expect(env.DATABASE_REPLICA_URLS).toEqual(['postgres://app:s1@db2:5432/pc', 'postgresql://app:s2@db3/pc']);
    expect(env.DATABASE_REPLICA_POOL_MAX).toBe(4);
    expect(loadEnv({ DATABASE_URL: PRIMARY }).DATABASE_REPLICA_POOL_MAX).toBe(10);
  });

  it('refuses an entry that is not a PostgreSQL URL, naming the variable and the entry, without its password', () => {
    const source = { DATABASE_URL: PRIMARY, DATABASE_REPLICA_URLS: 'postgres://app:s1@db2/pc,mysql://app:s2@db3/pc' };
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow('DATABASE_REPLICA_URLS: entry 2 must be a URL like postgres://');
    expect(() => loadEnv(source)).not.toThrow(/s1|s2/);
  });

  it('refuses replicas without a primary', () => {
    expect(() => loadEnv({ DATABASE_REPLICA_URLS: 'postgres://db2/pc' })).toThrow(
      'DATABASE_REPLICA_URLS: needs DATABASE_URL (the primary) too',
    );
  });

  it('refuses a pool size out of range', () => {
    expect(() => loadEnv({ DATABASE_URL: PRIMARY, DATABASE_REPLICA_POOL_MAX: '0' })).toThrow(
      'DATABASE_REPLICA_POOL_MAX',
    );
  });
});
