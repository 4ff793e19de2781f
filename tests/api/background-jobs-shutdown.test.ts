/**
 * SIGTERM and a job under way, in the real server process on PostgreSQL: while a push service keeps the
 * alert job's push waiting, the process does not exit; once the push is answered it finishes that search,
 * lets the job go and exits 0.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client';
import { SAVED_SEARCH_ALERTS_JOB } from '../../src/server/features/alerts/alerts.job';
import { pushSubscriptions, savedSearches } from '../../src/server/features/alerts/alerts.schema';
import { backgroundJobs } from '../../src/server/lib/jobs.schema';
import type { SavedSearchPush } from '../../src/shared/alerts/saved-search-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTemporaryPostgres, postgresIsReachable, type TemporaryPostgres } from '../helpers/postgres';
import { startPushReceiver } from '../helpers/push-receiver';
import { exited, type ServerProcess, startServer } from '../helpers/server-process';

const reachable = await postgresIsReachable();
const CITY = 'Ashgrove';
const HOUR = 3_600_000;

describe.skipIf(!reachable)('background jobs on SIGTERM', () => {
  let temporary: TemporaryPostgres;
  let database: DatabaseHandle;
  let receiver: Awaited<ReturnType<typeof startPushReceiver<SavedSearchPush>>>;
  let server: ServerProcess | undefined;
  let searchId = 0;

  beforeAll(async () => {
    temporary = await createTemporaryPostgres();
    database = openPostgres(temporary.url, 2);
    await database.migrate();
    receiver = await startPushReceiver<SavedSearchPush>();
    // A buyer subscribed to push, with a saved search that has one new listing to announce.
    const buyer = await insertSeller(database.db);
    const device = receiver.device('/push/held');
    await database.db
      .insert(pushSubscriptions)
      .values({ userId: buyer.id, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth });
    const [search] = await database.db
      .insert(savedSearches)
      .values({
        userId: buyer.id,
        query: `city=${CITY}&transactionType=Buy`,
        label: `Flats for sale in ${CITY}`,
        lastAlertedAt: new Date(Date.now() - 2 * HOUR),
      })
      .returning({ id: savedSearches.id });
    searchId = search?.id ?? 0;
    await insertProperty(database.db, { seller: await insertSeller(database.db), city: CITY, daysAgo: 1 / 24 });
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await receiver?.close();
    await database?.close();
    await temporary?.drop();
    if (temporary) rmSync(join(tmpdir(), `${temporary.name}-ca.pem`), { force: true });
  });

  it('waits for the push under way, finishes that search and releases the job before exiting', async () => {
    const caFile = join(tmpdir(), `${temporary.name}-ca.pem`);
    writeFileSync(caFile, receiver.ca);
    const vapid = webPush.generateVAPIDKeys();
    const hold = receiver.hold();
    server = await startServer({
      DATABASE_URL: temporary.url,
      DEMO_MODE: 'false',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:alerts@propertycreator.test',
      // The receiver's self-signed certificate, trusted by this process only.
      NODE_EXTRA_CA_CERTS: caFile,
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
    // The job runs as the server starts; its push now waits for the receiver's answer.
    await hold.arrived;
    const [held] = await database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, SAVED_SEARCH_ALERTS_JOB));
    expect(held?.leasedBy).toBeTruthy();

    server.child.kill('SIGTERM');
    const exit = exited(server.child);
    const early = await Promise.race([exit.then(() => 'exited'), new Promise((r) => setTimeout(r, 1500, 'waiting'))]);
    expect(early).toBe('waiting');

    hold.release();
    expect(await exit).toBe(0);
    expect(receiver.received.map((push) => push.path)).toEqual(['/push/held']);
    const [job] = await database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, SAVED_SEARCH_ALERTS_JOB));
    expect(job).toMatchObject({ leaseUntil: null, leasedBy: null, lastError: null });
    const [search] = await database.db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
    expect(search).toMatchObject({ alertClaim: null, alertClaimedUntil: null });
    expect(search?.lastAlertedAt.getTime()).toBeGreaterThan(Date.now() - 2 * HOUR + 60_000);
  }, 120_000);
});
