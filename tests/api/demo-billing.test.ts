import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/demo/demo-seed';
import { DEMO_SELLER_PASSWORD } from '../../src/demo/demo-seed-accounts';
import { plansFor } from '../../src/demo/demo-seed-billing';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import type { SellerPlan } from '../../src/shared/billing/billing-contract';
import type { SellerBilling } from '../../src/shared/billing/featured-contract';
import { SELLER_TYPES } from '../../src/shared/listings/vocabulary';
import { FREE_LISTING_QUOTA, type SellerMe } from '../../src/shared/sellers/seller-constants';
import { apiClient } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

// Enough listings that several agents hold more than the free quota, as the full demo's do.
const SMALL = { seed: 11, properties: 360, projects: 12, sellers: 24 } as const;

describeEachDatabase('the demo marketplace’s plans and subscriptions', (database) => {
  let mediaDir: string;
  let client: ReturnType<typeof apiClient>;
  let demoSellers: { email: string; sellerType: (typeof SELLER_TYPES)[number] }[];

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'pc-demo-billing-'));
    await seedDemoIfEmpty(database(), { mediaDir, ...SMALL });
    client = apiClient(database());
    demoSellers = await database()
      .db.select({ email: users.email, sellerType: sellers.sellerType })
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId));
  });

  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  const logIn = (email: string) => client.logIn({ email, password: DEMO_SELLER_PASSWORD });

  it('offers plans to every seller type', async () => {
    for (const type of SELLER_TYPES) {
      const seller = demoSellers.find((row) => row.sellerType === type);
      expect(seller, type).toBeDefined();
      const res = await client.call<{ data: SellerPlan[] }>(
        'GET',
        '/seller/plans',
        undefined,
        await logIn(seller?.email ?? ''),
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length, type).toBeGreaterThan(0);
      expect(res.body.data.every((plan) => plan.sellerType === type && plan.active)).toBe(true);
    }
  });

  it('gives each demo agent and builder a running plan whose quota covers their live listings', async () => {
    const paying = demoSellers.filter((row) => row.sellerType !== 'Individual');
    expect(paying.length).toBeGreaterThan(0);
    let pastFreeQuota = 0;
    for (const seller of paying) {
      const token = await logIn(seller.email);
      const billing = await client.call<{ data: SellerBilling }>('GET', '/seller/billing', undefined, token);
      expect(billing.body.data.plans.length, seller.email).toBeGreaterThan(0);
      const me = await client.call<{ data: SellerMe }>('GET', '/sellers/me', undefined, token);
      const { counts } = me.body.data;
      expect(counts.quotaLeft, seller.email).toBeGreaterThanOrEqual(0);
      expect(counts.quota, seller.email).toBeGreaterThanOrEqual(counts.live);
      if (counts.live > FREE_LISTING_QUOTA) pastFreeQuota += 1;
    }
    // The defect showed on agents past the free quota: the seed must have some.
    expect(pastFreeQuota).toBeGreaterThan(0);
  });
});

describe('the plan a demo seller buys', () => {
  const plan = (id: number, listingCredits: number, projectCredits = 0) =>
    ({ id, sellerType: 'Agent', priceInr: id * 1000, listingCredits, projectCredits }) as Parameters<
      typeof plansFor
    >[1][number];
  const offered = [plan(1, 10), plan(2, 30), plan(3, 100)];
  const need = (live: number) => ({ userId: 1, sellerType: 'Agent' as const, live, liveProjects: 0 });

  it('is the cheapest that covers the live listings with room for two more', () => {
    expect(plansFor(need(0), offered).map((row) => row.id)).toEqual([1]);
    expect(plansFor(need(16), offered).map((row) => row.id)).toEqual([2]);
  });

  it('is the largest as many times as it takes beyond it', () => {
    expect(plansFor(need(250), offered).map((row) => row.id)).toEqual([3, 3, 3]);
  });
});
