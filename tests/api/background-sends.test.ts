/**
 * Alerts and reminders call push services with no row locked: while a push service keeps the request
 * open, another connection can lock the saved search's (or the listing's) row at once (NOWAIT), and
 * another run skips what is being sent. An alert whose process died mid-send is sent by a later run.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALERT_CLAIM_MS, runSavedSearchAlerts } from '../../src/server/features/alerts/alerts.job';
import { savedSearches } from '../../src/server/features/alerts/alerts.schema';
import { runFreshness } from '../../src/server/features/listings/freshness.job';
import type { SavedSearch, SavedSearchPush } from '../../src/shared/alerts/saved-search-contract';
import { DAY_MS, FRESHNESS } from '../../src/shared/listings/freshness';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { validOfficeToLet } from '../fixtures/seller-listings';
import { testDeps } from '../helpers/app';
import { describeEachDatabase, type TestDatabase } from '../helpers/database';
import { pushEnv, startPushReceiver } from '../helpers/push-receiver';
import { sellerTestApp } from '../helpers/seller-api';

const HOUR = 3_600_000;

/**
 * Locks a row from another connection without waiting (PostgreSQL answers 55P03 at once if anyone holds
 * it). PGlite has one connection: a transaction left open by the job would keep this one from starting.
 */
async function lockNow(database: TestDatabase, table: 'saved_searches' | 'properties', id: number): Promise<number> {
  const query = `select id from ${table} where id = $1 for update nowait`;
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query(query, [id]);
      await client.query('rollback');
      return rows.length;
    } finally {
      client.release();
    }
  }
  const result = await database.db.transaction((tx) => tx.execute(sql.raw(query.replace('$1', String(Number(id))))));
  return (result as unknown as { rows: unknown[] }).rows.length;
}

describeEachDatabase('pushes sent with no row lock held', (database) => {
  const { env } = pushEnv();
  let receiver: Awaited<ReturnType<typeof startPushReceiver<SavedSearchPush>>>;
  let t: ReturnType<typeof sellerTestApp>;

  beforeAll(async () => {
    receiver = await startPushReceiver<SavedSearchPush>();
    t = sellerTestApp(database(), { env });
  });

  afterAll(async () => {
    await receiver?.close();
  });

  /** A buyer subscribed at `path` with a saved search of `city`, and a listing there published after it. */
  async function searchWithNews(city: string, path: string): Promise<SavedSearch> {
    const buyer = await t.seller();
    expect((await t.call('POST', '/me/push-subscriptions', receiver.device(path), buyer.token)).status).toBe(201);
    const saved = await t.call<{ data: SavedSearch }>(
      'POST',
      '/me/saved-searches',
      { query: `city=${city}&transactionType=Buy`, label: `Flats in ${city}` },
      buyer.token,
    );
    expect(saved.status).toBe(201);
    const seller = await insertSeller(database().db);
    await insertProperty(database().db, { seller, city, daysAgo: -1 / 1440 });
    return saved.body.data;
  }

  it('alerts: the search row can be locked while the push is under way, and another run skips it', async () => {
    const search = await searchWithNews('Quillmere', '/push/alert');
    const deps = { ...testDeps(database()), env };
    const now = new Date(Date.now() + HOUR);
    const hold = receiver.hold();
    const running = runSavedSearchAlerts(deps, now, { ca: receiver.ca, resumeAfter: search.id - 1 });
    await hold.arrived;

    const locked = await lockNow(database(), 'saved_searches', search.id);
    expect(locked).toBe(1);
    const meanwhile = await runSavedSearchAlerts(deps, now, { ca: receiver.ca, resumeAfter: search.id - 1 });
    expect(meanwhile).toMatchObject({ alerted: 0, sent: 0 });

    hold.release();
    expect(await running).toMatchObject({ alerted: 1, sent: 1 });
    const [row] = await database().db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({ alertClaim: null, alertClaimedUntil: null });
    expect(receiver.received.filter((push) => push.path === '/push/alert')).toHaveLength(1);
  });

  it('alerts: a search left claimed by a process that died mid-send is sent once its claim expires', async () => {
    const search = await searchWithNews('Brackenford', '/push/retried');
    const deps = { ...testDeps(database()), env };
    const now = new Date(Date.now() + HOUR);
    // What a killed process leaves: a claim, and `last_alerted_at` not moved.
    await database()
      .db.update(savedSearches)
      .set({ alertClaim: 'died-mid-send', alertClaimedUntil: new Date(now.getTime() + ALERT_CLAIM_MS) })
      .where(eq(savedSearches.id, search.id));
    const options = { ca: receiver.ca, resumeAfter: search.id - 1 };

    expect(await runSavedSearchAlerts(deps, now, options)).toMatchObject({ sent: 0 });
    const later = new Date(now.getTime() + ALERT_CLAIM_MS);
    expect(await runSavedSearchAlerts(deps, later, options)).toMatchObject({ alerted: 1, sent: 1 });
    expect(await runSavedSearchAlerts(deps, later, options)).toMatchObject({ sent: 0 });
    expect(receiver.received.filter((push) => push.path === '/push/retried')).toHaveLength(1);
  });

  it('reminders: the listing row can be locked while its reminder push is under way', async () => {
    const seller = await t.seller();
    expect((await t.call('POST', '/me/push-subscriptions', receiver.device('/push/seller'), seller.token)).status).toBe(
      201,
    );
    const posted = await t.call<{ data: SellerListing }>(
      'POST',
      '/seller/properties',
      validOfficeToLet(),
      seller.token,
    );
    expect(posted.status, posted.body.message).toBe(201);
    const id = posted.body.data.id;
    const confirmedAt = new Date();
    await database().db.execute(
      sql`update properties set status = 'active', published_at = ${confirmedAt.toISOString()}::timestamptz,
        confirmed_at = ${confirmedAt.toISOString()}::timestamptz where id = ${id}`,
    );
    const due = new Date(confirmedAt.getTime() + (FRESHNESS.rentDays - FRESHNESS.reminderDaysBefore) * DAY_MS);
    const deps = { ...testDeps(database()), env, sms: t.sms };
    const hold = receiver.hold();
    const running = runFreshness(deps, due, { ca: receiver.ca });
    await hold.arrived;

    expect(await lockNow(database(), 'properties', id)).toBe(1);
    // Claimed and not yet sent: another run leaves it alone.
    expect(await runFreshness(deps, due, { ca: receiver.ca })).toMatchObject({ reminded: 0, texts: 0 });

    hold.release();
    expect(await running).toMatchObject({ reminded: 1, texts: 1, pushes: 1 });
    const { rows } = (await database().db.execute(
      sql`select reminded_at, reminder_claimed_until from properties where id = ${id}`,
    )) as unknown as { rows: { reminded_at: unknown; reminder_claimed_until: unknown }[] };
    expect(rows[0]?.reminded_at).not.toBeNull();
    expect(rows[0]?.reminder_claimed_until).toBeNull();
  });
});
