import { sql } from 'drizzle-orm';
/**
 * Featured credits: a plan's credit features the seller's own active listing until the plan ends, shows it
 * in the featured list and marks it in search, and is spent exactly once however many clicks race for it.
 */
import { beforeAll, expect, it } from 'vitest';
import type { AdminPlan, SellerPaymentStart } from '../../src/shared/billing/billing-contract';
import { BILLING_LABELS } from '../../src/shared/billing/billing-labels';
import {
  FEATURED_MESSAGES,
  type FeaturedSpendResult,
  type SellerBilling,
} from '../../src/shared/billing/featured-contract';
import { formatDate } from '../../src/shared/date-format';
import type { ListingCard, SearchResponse } from '../../src/shared/listings/listing-types';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { validFlat } from '../fixtures/seller-listings';
import { billingTestApp } from '../helpers/billing-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('billing: spending featured credits', (database) => {
  let t: ReturnType<typeof billingTestApp>;
  let admin: Person;
  let plan: AdminPlan;

  /** `seller` buys `which` (a manual invoice the admin marks paid); a second plan starts when the first ends. */
  const buyPlan = async (seller: Person, which = plan) => {
    const started = await t.call<{ data: SellerPaymentStart }>(
      'POST',
      '/seller/payments',
      { planId: which.id, provider: 'manual' },
      seller.token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const paid = await t.call('POST', `/admin/payments/${started.body.data.payment.id}/mark-paid`, {}, admin.token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  };
  /** A new seller with `which` paid for. */
  const sellerWithPlan = async (which = plan) => {
    const seller = await t.seller();
    await buyPlan(seller, which);
    return seller;
  };
  /** A listing of `seller`'s, approved (active) unless `approve` is false. */
  const listing = async (seller: Person, title: string, approve = true) => {
    const made = await t.call<{ data: { id: number } }>(
      'POST',
      '/seller/properties',
      validFlat({ title }),
      seller.token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (approve) {
      const res = await t.call('POST', `/admin/properties/${made.body.data.id}/approve`, undefined, admin.token);
      expect(res.status).toBe(200);
    }
    return made.body.data.id;
  };
  const feature = (seller: Person, id: number | string) =>
    t.call<{ message: string; data: FeaturedSpendResult }>(
      'POST',
      `/seller/properties/${id}/feature`,
      undefined,
      seller.token,
    );
  const billing = async (seller: Person) => {
    const res = await t.call<{ data: SellerBilling }>('GET', '/seller/billing', undefined, seller.token);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = billingTestApp(database());
    admin = await t.admin();
    plan = await t.plan(admin, { name: 'Owner Spotlight', listingCredits: 3, featuredCredits: 1, durationDays: 30 });
  });

  it('features the seller’s own active listing until the plan ends: featured list, search and the plan panel', async () => {
    const seller = await sellerWithPlan();
    const title = `Spotlight flat ${Date.now()}`;
    const id = await listing(seller, title);
    const before = await billing(seller);
    expect(before.plans).toHaveLength(1);
    expect(before.plans[0]).toMatchObject({ planName: plan.name, featured: { credits: 1, used: 0 } });

    const res = await feature(seller, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const endsAt = before.plans[0]?.endsAt ?? '';
    expect(res.body.data).toEqual({ listingId: id, featuredUntil: endsAt, creditsLeft: 0 });
    expect(res.body.message).toBe(FEATURED_MESSAGES.featured(formatDate(endsAt)));
    expect((await billing(seller)).plans[0]?.featured).toEqual({ credits: 1, used: 1 });

    const featured = await t.call<{ data: ListingCard[] }>('GET', '/properties/featured?city=Bhopal&limit=50');
    expect(featured.body.data.find((card) => card.id === id)).toMatchObject({ title, featured: true });
    const search = await t.call<SearchResponse>('GET', `/properties/search?city=Bhopal&q=${encodeURIComponent(title)}`);
    expect(search.body.data.find((card) => card.id === id)).toMatchObject({ featured: true });

    // A second click on the same listing spends nothing: it is already featured for the plan's period.
    const again = await feature(seller, id);
    expect(again).toMatchObject({
      status: 409,
      body: { message: FEATURED_MESSAGES.alreadyFeatured(formatDate(endsAt)) },
    });
  });

  it('N concurrent spends of one credit: exactly one succeeds, on the same listing and across listings', async () => {
    const seller = await sellerWithPlan();
    const a = await listing(seller, 'Race flat A');
    const b = await listing(seller, 'Race flat B');
    const c = await listing(seller, 'Race flat C');
    const answers = await Promise.all([a, a, a, b, b, c, c, a].map((id) => feature(seller, id)));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect([402, 409]).toContain(r.status);
      expect(r.body).toMatchObject({ success: false });
    }
    expect((await billing(seller)).plans[0]?.featured).toEqual({ credits: 1, used: 1 });
    const featured = await t.call<{ data: ListingCard[] }>('GET', '/properties/featured?city=Bhopal&limit=50');
    expect(featured.body.data.filter((card) => [a, b, c].includes(card.id))).toHaveLength(1);
  });

  it('spends from the next running plan when a concurrent spend took the first one’s last credit', async () => {
    const seller = await sellerWithPlan();
    await buyPlan(seller);
    // Both plans running now (the second was queued after the first): behind the routes.
    await database().db.execute(
      sql`update subscriptions set starts_at = now() - interval '1 hour' where seller_id = ${seller.user.id}`,
    );
    const a = await listing(seller, 'Two plans flat A');
    const b = await listing(seller, 'Two plans flat B');
    const answers = await Promise.all([a, b].map((id) => feature(seller, id)));
    expect(
      answers.map((r) => r.status),
      JSON.stringify(answers.map((r) => r.body)),
    ).toEqual([200, 200]);
    expect((await billing(seller)).plans.map((p) => p.featured)).toEqual([
      { credits: 1, used: 1 },
      { credits: 1, used: 1 },
    ]);
  });

  it('refuses a credit that would add less than a day', async () => {
    const seller = await sellerWithPlan();
    const id = await listing(seller, 'Last hours flat');
    await database().db.execute(
      sql`update subscriptions set ends_at = now() + interval '12 hours' where seller_id = ${seller.user.id}`,
    );
    const endsAt = (await billing(seller)).plans[0]?.endsAt ?? '';
    expect(await feature(seller, id)).toMatchObject({
      status: 409,
      body: { message: FEATURED_MESSAGES.tooShort(formatDate(endsAt)) },
    });
    expect((await billing(seller)).plans[0]?.featured).toEqual({ credits: 1, used: 0 });
  });

  it('refuses another seller’s listing, a listing not active, no plan, no credit left and an ended plan', async () => {
    const seller = await sellerWithPlan();
    const other = await sellerWithPlan();
    const theirs = await listing(other, 'Someone else’s flat');
    expect(await feature(seller, theirs)).toMatchObject({
      status: 404,
      body: { message: SELLER_MESSAGES.propertyNotFound },
    });
    expect(await feature(seller, 999_999_999)).toMatchObject({ status: 404 });

    const pending = await listing(seller, 'Flat awaiting review', false);
    expect(await feature(seller, pending)).toMatchObject({
      status: 409,
      body: { message: FEATURED_MESSAGES.needsActive },
    });

    const noPlan = await t.seller();
    const plain = await listing(noPlan, 'Flat without a plan');
    expect(await feature(noPlan, plain)).toMatchObject({ status: 402, body: { message: FEATURED_MESSAGES.noPlan } });

    const first = await listing(seller, 'First featured flat');
    const second = await listing(seller, 'Second flat');
    expect((await feature(seller, first)).status).toBe(200);
    expect(await feature(seller, second)).toMatchObject({
      status: 402,
      body: { message: FEATURED_MESSAGES.noCredits },
    });

    const week = await t.plan(admin, { name: 'Owner Week Spotlight', featuredCredits: 2, durationDays: 7 });
    const later = await sellerWithPlan(week);
    const idle = await listing(later, 'Flat after the plan ended');
    t.advance(8 * DAY_MS);
    try {
      expect(await feature(later, idle)).toMatchObject({ status: 402, body: { message: FEATURED_MESSAGES.noPlan } });
      expect((await billing(later)).plans).toEqual([]);
    } finally {
      t.advance(-8 * DAY_MS);
    }
  });

  it('refuses ids that are not numbers, in the words of the screen', async () => {
    const seller = await sellerWithPlan();
    for (const id of ['abc', '1.5', '-3', '0x10', '٣', '1%E2%80%8B']) {
      const res = await feature(seller, id);
      expect(res.status, id).toBe(400);
      expect((res.body as unknown as { message: string }).message).toContain(BILLING_LABELS.listingNumber);
    }
    expect((await t.call('POST', '/seller/properties/1/feature')).status).toBe(401);
    const buyer = await t.buyer();
    expect((await t.call('POST', '/seller/properties/1/feature', undefined, buyer.token)).status).toBe(403);
  });
});
