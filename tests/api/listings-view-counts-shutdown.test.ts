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
    server = await startServer({ DATABASE_URL: temporary.url });
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
    for (const agent of ['Firefox/133.0', 'Safari/604.1']) {
      const res = await fetch(`${server.url}/api/properties/${id}`, { headers: { 'User-Agent': agent } });
      expect(res.status).toBe(200);
    }
    // Well within the 5 s between writes: only the shutdown can have written them.
    expect(await server.stop()).toBe(0);
    const [row] = await database.db.select({ views: properties.views }).from(properties).where(eq(properties.id, id));
    expect(row?.views).toBe(2);
  }, 60_000);
});
