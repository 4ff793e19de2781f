/**
 * Listing freshness, the seller's side: confirming a listing still available, renewing an expired one,
 * and the requests refused on the way.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { DAY_MS, FRESHNESS } from '../../src/shared/listings/freshness';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import {
  FREE_LISTING_QUOTA,
  SELLER_MESSAGES,
  type SellerListingPage,
} from '../../src/shared/sellers/seller-listing-contract';
import { validFlat, validOfficeToLet } from '../fixtures/seller-listings';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import { freshnessWorld, type One } from '../helpers/freshness-api';
import { type Person, sellerTestApp } from '../helpers/seller-api';

describeEachDatabase('listing freshness: confirming and renewing', (database) => {
  const w = freshnessWorld(database);
  const { run, textsTo, confirm, stored, listing } = w;

  describe('confirming', () => {
    it('starts the period again and re-arms the reminder', async () => {
      const seller = await w.t.seller();
      // Confirmed 23 days before now: the seller is reminded now and confirms.
      const id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 23 * DAY_MS));
      await run(new Date());
      expect(textsTo(seller)).toHaveLength(1);
      const res = await confirm(seller.token, id);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.listingConfirmed);
      expect(res.body.data.status).toBe('active');
      expect(res.body.data.remindedAt).toBeNull();
      const confirmedAt = Date.parse(res.body.data.confirmedAt);
      expect(Math.abs(confirmedAt - Date.now())).toBeLessThan(60_000);
      expect(Date.parse(res.body.data.lapsesAt) - confirmedAt).toBe(FRESHNESS.rentDays * DAY_MS);
      const after = await stored(id);
      expect(after.remindedAt).toBeNull();

      await run(new Date(confirmedAt + 22 * DAY_MS));
      expect(textsTo(seller)).toHaveLength(1);
      await run(new Date(confirmedAt + 23 * DAY_MS));
      expect(textsTo(seller)).toHaveLength(2);
    });

    it('renews an expired listing straight back into search and answers the renewal', async () => {
      const seller = await w.t.seller();
      const id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await run(new Date());
      expect((await stored(id)).status).toBe('expired');

      const res = await confirm(seller.token, id);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.listingRenewed);
      expect(res.body.data.status).toBe('active');
      const detail = await w.t.call<{ data: ListingCard }>('GET', `/properties/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.confirmedAt).toBe(res.body.data.confirmedAt);
    });

    it('renews an expired listing only within the seller’s live-listing allowance', async () => {
      const seller = await w.t.seller();
      const gone = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await run(new Date());
      // Expired listings hold no live place: the seller fills the quota again meanwhile.
      for (let i = 0; i < FREE_LISTING_QUOTA; i++) await listing(seller, validFlat());
      const refused = await confirm(seller.token, gone);
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(SELLER_MESSAGES.quotaReached(FREE_LISTING_QUOTA));
      expect((await stored(gone)).status).toBe('expired');
    });

    it('sends an expired listing changed in substance to review rather than back to search', async () => {
      const seller = await w.t.seller();
      const gone = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await run(new Date());
      const edit = { title: 'Office to let with a new reception near the lake, Bhopal' };
      const res = await w.t.call<One>('PATCH', `/seller/properties/${gone}`, edit, seller.token);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.listingSentForReview);
      expect(res.body.data.status).toBe('pending');
      expect((await w.t.call('GET', `/properties/${gone}`)).status).toBe(404);
    });

    it('lets the seller mark an expired listing sold or rented', async () => {
      const seller = await w.t.seller();
      const id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await run(new Date());
      const res = await w.t.call<One>('POST', `/seller/properties/${id}/status`, { status: 'rented' }, seller.token);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.status).toBe('rented');
      const again = await confirm(seller.token, id);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(SELLER_MESSAGES.confirmOnlyLive);
    });

    it('lists the due and expired listings for the dashboard, soonest lapse first, with their dates', async () => {
      const seller = await w.t.seller();
      const fresh = await listing(seller, validFlat(), new Date(Date.now() - 2 * DAY_MS));
      const due = await listing(seller, validFlat(), new Date(Date.now() - 54 * DAY_MS));
      const gone = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await database().db.execute(sql`update properties set status = 'expired' where id = ${gone}`);
      const res = await w.t.call<SellerListingPage>('GET', '/seller/properties?due=yes', undefined, seller.token);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.map((row) => row.id)).toEqual([gone, due]);
      expect(res.body.data.map((row) => row.id)).not.toContain(fresh);
      const [first] = res.body.data;
      expect(Date.parse(first?.lapsesAt ?? '')).toBeLessThan(Date.now());
      const bad = await w.t.call('GET', '/seller/properties?due=maybe', undefined, seller.token);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('due must be one of yes');
    });

    it('answers an approval as a confirmation', async () => {
      const seller = await w.t.seller();
      const id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 40 * DAY_MS));
      await database().db.execute(sql`update properties set status = 'pending', reminded_at = now() where id = ${id}`);
      const admin = adminTestApp(database());
      const { token } = await admin.admin();
      const res = await admin.call('POST', `/admin/properties/${id}/approve`, undefined, token);
      expect(res.status, res.body.message).toBe(200);
      const after = await stored(id);
      expect(Math.abs(after.confirmedAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(after.remindedAt).toBeNull();
    });
  });

  describe('bad requests', () => {
    let owner: Person;
    let id: number;
    beforeAll(async () => {
      owner = await w.t.seller();
      id = await listing(owner, validFlat());
    });

    it('refuses a visitor, a buyer and another seller as other owner routes do', async () => {
      expect((await confirm(undefined, id)).status).toBe(401);
      expect((await confirm((await w.t.buyer()).token, id)).status).toBe(403);
      const other = await confirm((await w.t.seller()).token, id);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe(SELLER_MESSAGES.propertyNotFound);
      expect((await stored(id)).confirmedAt.getTime()).toBe(w.base.getTime());
    });

    it('answers a clear message for a malformed, unknown or deleted listing', async () => {
      for (const bad of ['abc', '-1', '1.5', '%F0%9F%8F%A0', '9'.repeat(30)]) {
        const res = await confirm(owner.token, bad);
        expect([400, 404], bad).toContain(res.status);
        expect(res.body.success).toBe(false);
        expect(res.body.message.length).toBeGreaterThan(0);
      }
      const unknown = await confirm(owner.token, 987_654_321);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(SELLER_MESSAGES.propertyNotFound);
      const doomed = await listing(owner, validOfficeToLet());
      expect((await w.t.call('DELETE', `/seller/properties/${doomed}`, undefined, owner.token)).status).toBe(200);
      const deleted = await confirm(owner.token, doomed);
      expect(deleted.status).toBe(404);
      expect(deleted.body.message).toBe(SELLER_MESSAGES.propertyNotFound);
    });

    it('limits how often one seller confirms (429 with Retry-After)', async () => {
      const tight = sellerTestApp(database(), {
        rateLimits: createRateLimits({ rules: { listingConfirmPerSeller: { points: 2, durationSeconds: 3600 } } }),
      });
      const seller = await tight.seller();
      const res = await tight.call<One>('POST', '/seller/properties', validFlat(), seller.token);
      await database().db.execute(sql`update properties set status = 'active' where id = ${res.body.data.id}`);
      const path = `/seller/properties/${res.body.data.id}/confirm`;
      expect((await tight.call('POST', path, undefined, seller.token)).status).toBe(200);
      expect((await tight.call('POST', path, undefined, seller.token)).status).toBe(200);
      const limited = await tight.call('POST', path, undefined, seller.token);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('refuses a pending listing: it has not been approved yet', async () => {
      const pending = await w.t.call<One>('POST', '/seller/properties', validPlotFor(), owner.token);
      expect(pending.status, pending.body.message).toBe(201);
      const res = await confirm(owner.token, pending.body.data.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(SELLER_MESSAGES.confirmOnlyLive);
    });
  });
});

const validPlotFor = () => validFlat({ title: 'Pending corner flat near the lake, Bhopal' });
