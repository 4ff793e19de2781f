/**
 * The "still available?" reminder reaches a seller's subscribed browsers as a Web Push, encrypted for
 * the browser and leading to the dashboard's panel, once however often the job runs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runFreshness } from '../../src/server/features/listings/freshness.job';
import { REMINDER_PATH } from '../../src/server/features/listings/freshness-reminders';
import type { SavedSearchPush } from '../../src/shared/alerts/saved-search-contract';
import { DAY_MS, FRESHNESS, FRESHNESS_MESSAGES } from '../../src/shared/listings/freshness';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validOfficeToLet } from '../fixtures/seller-listings';
import { testDeps } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';
import { pushEnv, startPushReceiver } from '../helpers/push-receiver';
import { sellerTestApp } from '../helpers/seller-api';

describeEachDatabase('listing reminders by Web Push', (database) => {
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

  it('pushes the reminder to each subscribed browser of the seller, once, and a text as well', async () => {
    const seller = await t.seller();
    const other = await t.seller();
    for (const [who, path] of [
      [seller, '/push/phone'],
      [seller, '/push/laptop'],
      [other, '/push/other'],
    ] as const) {
      const res = await t.call('POST', '/me/push-subscriptions', receiver.device(path), who.token);
      expect(res.status).toBe(201);
    }
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

    const first = await runFreshness(deps, due, { ca: receiver.ca });
    expect(first).toMatchObject({ reminded: 1, texts: 1, pushes: 2, failed: 0 });
    expect(receiver.received.map((push) => push.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    for (const push of receiver.received) {
      expect(push.payload).toEqual({
        title: FRESHNESS_MESSAGES.reminderTitle,
        body: FRESHNESS_MESSAGES.reminderBody(posted.body.data.title),
        url: REMINDER_PATH,
        tag: `still-available-${id}`,
      });
    }

    const again = await runFreshness(deps, new Date(due.getTime() + DAY_MS), { ca: receiver.ca });
    expect(again).toMatchObject({ reminded: 0, pushes: 0 });
    expect(receiver.received).toHaveLength(2);
  });
});
