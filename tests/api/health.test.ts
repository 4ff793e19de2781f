import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../src/shared/messages';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, describeEachDatabase } from '../helpers/database';

describeEachDatabase('health and readiness', (database) => {
  it('answers liveness', async () => {
    const res = await createTestApp(database()).request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ success: true, status: 'ok' });
  });

  it('answers readiness with the database it reached', async () => {
    const res = await createTestApp(database()).request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, status: 'ready', database: database().kind });
  });

  it('has applied the committed migrations (pg_trgm is there)', async () => {
    const { rows } = (await database().db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)) as {
      rows: unknown[];
    };
    expect(rows).toHaveLength(1);
  });

  it('applies migrations idempotently when started again', async () => {
    await database().migrate();
    await database().migrate();
    const res = await createTestApp(database()).request('/api/ready');
    expect(res.status).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 with the error envelope when the database is gone', async () => {
    const database = await createTestDatabase('pglite');
    await database.destroy();
    const res = await createTestApp(database).request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      code: 'unavailable',
      message: APP_MESSAGES.databaseUnavailable,
    });
  });
});
