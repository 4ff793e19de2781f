import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client';
import { properties } from '../../src/server/features/listings/listings.schema';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTemporaryPostgres, postgresIsReachable, type TemporaryPostgres } from '../helpers/postgres';
import { type ServerProcess, startServer } from '../helpers/server-process';

const reachable = await postgresIsReachable();

/** Views noted by the last requests are written when the server stops, not lost with the process. */
describe.skipIf(!reachable)('listing views on shutdown', () => {
  let temporary: TemporaryPostgres;
  let database: DatabaseHandle;
  let server: ServerProcess;

  beforeAll(async () => {
    temporary = await createTemporaryPostgres();
    // Behind a proxy of ours, so two callers can come from two addresses.
    server = await startServer({ DATABASE_URL: temporary.url, TRUST_PROXY: 'true' });
    database = openPostgres(temporary.url, 2);
  }, 120_000);

  afterAll(async () => {
    if (server.child.exitCode === null) await server.stop();
    await database.close();
    await temporary.drop();
  });

  it('writes the views noted so far when stopped with SIGTERM', async () => {
    const seller = await insertSeller(database.db);
    const id = await insertProperty(database.db, { seller, photos: 0 });
    for (const address of ['203.0.113.40', '198.51.100.41']) {
      const res = await fetch(`${server.url}/api/properties/${id}`, { headers: { 'X-Forwarded-For': address } });
      expect(res.status).toBe(200);
    }
    // Well within the 5 s between writes: only the shutdown can have written them.
    expect(await server.stop()).toBe(0);
    const [row] = await database.db.select({ views: properties.views }).from(properties).where(eq(properties.id, id));
    expect(row?.views).toBe(2);
  }, 60_000);
});
