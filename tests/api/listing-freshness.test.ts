/**
 * Listing freshness with a controlled clock: the job is run at chosen moments after a listing's last
 * confirmation, and what the seller receives and what the public sees are checked at each.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newMatches, readSavedQuery } from '../../src/server/features/alerts/saved-search-matches';
import { runFreshness } from '../../src/server/features/listings/freshness.job';
import { REMINDER_PATH } from '../../src/server/features/listings/freshness-reminders';
import { knownCities } from '../../src/server/features/listings/known-cities';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { DAY_MS, FRESHNESS, FRESHNESS_MESSAGES } from '../../src/shared/listings/freshness';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import {
  FREE_LISTING_QUOTA,
  SELLER_MESSAGES,
  type SellerListing,
  type SellerListingPage,
} from '../../src/shared/sellers/seller-listing-contract';
import { validFlat, validOfficeToLet } from '../fixtures/seller-listings';
import { adminTestApp } from '../helpers/admin-api';
import { testDeps } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type One = { data: SellerListing };

describeEachDatabase('listing freshness', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  /** The moment every listing of a test is confirmed at; the job runs at `day(n)` after it. */
  let base: Date;
  const day = (n: number) => new Date(base.getTime() + n * DAY_MS);

  const deps = () => ({ ...testDeps(database()), sms: t.sms });
  const run = (at: Date) => runFreshness(deps(), at);
  const textsTo = (who: Person) =>
    t.sms.sent.filter((sms) => sms.to === who.user.phoneNumber && sms.text.includes(REMINDER_PATH));
  const confirm = (token: string | undefined, id: number | string) =>
    t.call<One>('POST', `/seller/properties/${id}/confirm`, undefined, token);
  const stored = async (id: number) => {
    const { rows } = (await database().db.execute(
      sql`select status, confirmed_at, reminded_at from properties where id = ${id}`,
    )) as unknown as { rows: { status: string; confirmed_at: string | Date; reminded_at: string | Date | null }[] };
    const [row] = rows;
    if (!row) throw new Error(`no property ${id}`);
    return {
      status: row.status,
      confirmedAt: new Date(row.confirmed_at),
      remindedAt: row.reminded_at === null ? null : new Date(row.reminded_at),
    };
  };

  /** A listing of `who`, approved and last confirmed at `confirmedAt` (default `base`). */
  async function listing(who: Person, body = validFlat(), confirmedAt = base): Promise<number> {
    const res = await t.call<One>('POST', '/seller/properties', body, who.token);
    expect(res.status, res.body.message).toBe(201);
    const id = res.body.data.id;
    await database().db.execute(
      sql`update properties set status = 'active', published_at = ${confirmedAt.toISOString()}::timestamptz,
        confirmed_at = ${confirmedAt.toISOString()}::timestamptz where id = ${id}`,
    );
    return id;
  }

  beforeAll(() => {
    t = sellerTestApp(database());
    base = new Date();
  });

  describe('reminders', () => {
    it('reminds the seller of a rental on day 23 (not on day 22), by text, once', async () => {
      const seller = await t.seller();
      const id = await listing(seller, validOfficeToLet());
      await run(day(22));
      expect(textsTo(seller)).toEqual([]);
      expect((await stored(id)).remindedAt).toBeNull();

      await run(day(FRESHNESS.rentDays - FRESHNESS.reminderDaysBefore));
      const texts = textsTo(seller);
      expect(texts).toHaveLength(1);
      expect(texts[0]?.text).toContain(REMINDER_PATH);
      expect(texts[0]?.text).toContain('still available');
      expect((await stored(id)).remindedAt?.getTime()).toBe(day(23).getTime());

      await run(day(24));
      await run(day(25));
      expect(textsTo(seller)).toHaveLength(1);
    });

    it('reminds the seller of a sale on day 53, not on day 52', async () => {
      const seller = await t.seller();
      await listing(seller, validFlat());
      await run(day(52));
      expect(textsTo(seller)).toEqual([]);
      await run(day(53));
      expect(textsTo(seller)).toHaveLength(1);
    });

    it('sends one reminder when the job runs twice at once', async () => {
      const seller = await t.seller();
      await listing(seller, validOfficeToLet());
      const [a, b] = await Promise.all([run(day(23)), run(day(23))]);
      expect(textsTo(seller)).toHaveLength(1);
      expect((a?.texts ?? 0) + (b?.texts ?? 0)).toBeGreaterThanOrEqual(1);
    });

    it('reminds nobody about a listing that is not active (pending, sold)', async () => {
      const seller = await t.seller();
      const pending = await listing(seller, validOfficeToLet());
      const sold = await listing(seller, validFlat());
      await database().db.execute(sql`update properties set status = 'pending' where id = ${pending}`);
      await database().db.execute(sql`update properties set status = 'sold' where id = ${sold}`);
      await run(day(58));
      expect(textsTo(seller)).toEqual([]);
      expect((await stored(pending)).status).toBe('pending');
      expect((await stored(sold)).status).toBe('sold');
    });
  });

  describe('expiry', () => {
    it('expires a rental on day 30 and a sale on day 60, not a moment before', async () => {
      const seller = await t.seller();
      const rent = await listing(seller, validOfficeToLet());
      const sale = await listing(seller, validFlat());
      await run(new Date(day(FRESHNESS.rentDays).getTime() - 1000));
      expect((await stored(rent)).status).toBe('active');
      await run(day(FRESHNESS.rentDays));
      expect((await stored(rent)).status).toBe('expired');
      expect((await stored(sale)).status).toBe('active');
      await run(new Date(day(FRESHNESS.saleDays).getTime() - 1000));
      expect((await stored(sale)).status).toBe('active');
      await run(day(FRESHNESS.saleDays));
      expect((await stored(sale)).status).toBe('expired');
    });
  });

  describe('confirming', () => {
    it('starts the period again and re-arms the reminder', async () => {
      const seller = await t.seller();
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
      const seller = await t.seller();
      const id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await run(new Date());
      expect((await stored(id)).status).toBe('expired');

      const res = await confirm(seller.token, id);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.listingRenewed);
      expect(res.body.data.status).toBe('active');
      const detail = await t.call<{ data: ListingCard }>('GET', `/properties/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.confirmedAt).toBe(res.body.data.confirmedAt);
    });

    it('renews an expired listing only within the seller’s live-listing allowance', async () => {
      const seller = await t.seller();
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
      const seller = await t.seller();
      const gone = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await run(new Date());
      const edit = { title: 'Office to let with a new reception near the lake, Bhopal' };
      const res = await t.call<One>('PATCH', `/seller/properties/${gone}`, edit, seller.token);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.listingSentForReview);
      expect(res.body.data.status).toBe('pending');
      expect((await t.call('GET', `/properties/${gone}`)).status).toBe(404);
    });

    it('lets the seller mark an expired listing sold or rented', async () => {
      const seller = await t.seller();
      const id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await run(new Date());
      const res = await t.call<One>('POST', `/seller/properties/${id}/status`, { status: 'rented' }, seller.token);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.status).toBe('rented');
      const again = await confirm(seller.token, id);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(SELLER_MESSAGES.confirmOnlyLive);
    });

    it('lists the due and expired listings for the dashboard, soonest lapse first, with their dates', async () => {
      const seller = await t.seller();
      const fresh = await listing(seller, validFlat(), new Date(Date.now() - 2 * DAY_MS));
      const due = await listing(seller, validFlat(), new Date(Date.now() - 54 * DAY_MS));
      const gone = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await database().db.execute(sql`update properties set status = 'expired' where id = ${gone}`);
      const res = await t.call<SellerListingPage>('GET', '/seller/properties?due=yes', undefined, seller.token);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.map((row) => row.id)).toEqual([gone, due]);
      expect(res.body.data.map((row) => row.id)).not.toContain(fresh);
      const [first] = res.body.data;
      expect(Date.parse(first?.lapsesAt ?? '')).toBeLessThan(Date.now());
      const bad = await t.call('GET', '/seller/properties?due=maybe', undefined, seller.token);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('due must be one of yes');
    });

    it('answers an approval as a confirmation', async () => {
      const seller = await t.seller();
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
      owner = await t.seller();
      id = await listing(owner, validFlat());
    });

    it('refuses a visitor, a buyer and another seller as other owner routes do', async () => {
      expect((await confirm(undefined, id)).status).toBe(401);
      expect((await confirm((await t.buyer()).token, id)).status).toBe(403);
      const other = await confirm((await t.seller()).token, id);
      expect(other.status).toBe(404);
      expect(other.body.message).toBe(SELLER_MESSAGES.propertyNotFound);
      expect((await stored(id)).confirmedAt.getTime()).toBe(base.getTime());
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
      expect((await t.call('DELETE', `/seller/properties/${doomed}`, undefined, owner.token)).status).toBe(200);
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
      const pending = await t.call<One>('POST', '/seller/properties', validPlotFor(), owner.token);
      expect(pending.status, pending.body.message).toBe(201);
      const res = await confirm(owner.token, pending.body.data.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(SELLER_MESSAGES.confirmOnlyLive);
    });
  });

  describe('what the public sees of an expired listing', () => {
    let seller: Person;
    let id: number;
    const CITY = 'Bhopal';
    const LANDING = '/landing/bhopal/offices-for-rent';
    beforeAll(async () => {
      seller = await t.seller();
      id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await database().db.execute(
        sql`update properties set featured_until = now() + interval '30 days', published_at = now() - interval '1 hour' where id = ${id}`,
      );
    });
    const ids = (cards: { id: number }[] | undefined) => (cards ?? []).map((card) => card.id);

    it('is public with its confirmation date until it lapses', async () => {
      const search = await t.call<{ data: ListingCard[] }>(
        'GET',
        `/properties/search?city=${CITY}&transactionType=Rent`,
      );
      const card = search.body.data.find((row) => row.id === id);
      expect(card?.confirmedAt).toBeDefined();
      expect(FRESHNESS_MESSAGES.confirmedAgo(31)).toBe('Confirmed available 31 days ago');
      expect(FRESHNESS_MESSAGES.confirmedAgo(1)).toBe('Confirmed available 1 day ago');
      expect(FRESHNESS_MESSAGES.confirmedAgo(0)).toBe('Confirmed available today');
      const featured = await t.call<{ data: ListingCard[] }>('GET', `/properties/featured?city=${CITY}&limit=20`);
      expect(ids(featured.body.data)).toContain(id);
      const landing = await t.call<{ data: { listings: ListingCard[] } }>('GET', LANDING);
      expect(ids(landing.body.data.listings)).toContain(id);
    });

    it('leaves search, featured, the landing page, the sitemap and saved-search alerts once expired', async () => {
      const before = new Date(Date.now() - 2 * 3_600_000);
      const query = `city=${CITY}&transactionType=Rent`;
      const read = readSavedQuery(query);
      if ('problem' in read) throw new Error(read.problem);
      const cities = await knownCities(database().db);
      const matchesBefore = await newMatches(database().db, read.params, cities, before, new Date());
      await run(new Date());
      expect((await stored(id)).status).toBe('expired');

      const search = await t.call<{ data: ListingCard[] }>('GET', `/properties/search?${query}`);
      expect(search.status).toBe(200);
      expect(ids(search.body.data)).not.toContain(id);
      const featured = await t.call<{ data: ListingCard[] }>('GET', `/properties/featured?city=${CITY}&limit=20`);
      expect(ids(featured.body.data)).not.toContain(id);
      const byCity = await t.call<{ properties: ListingCard[] }>('GET', `/properties/by-city?city=${CITY}`);
      expect(ids(byCity.body.properties)).not.toContain(id);
      const landing = await t.call<{ data: { listings: ListingCard[] } }>('GET', LANDING);
      expect(landing.status).toBe(200);
      expect(ids(landing.body.data.listings)).not.toContain(id);
      const sitemap = await t.app.request('/sitemaps/properties-1.xml');
      expect(await sitemap.text()).not.toMatch(new RegExp(`[?&]id=${id}(?!\\d)`));
      const matchesAfter = await newMatches(database().db, read.params, cities, before, new Date());
      expect(matchesAfter.count).toBe(matchesBefore.count - 1);
    });

    it('answers its page as no longer available to buyers, and to its owner with the listing', async () => {
      const gone = await t.call('GET', `/properties/${id}`);
      expect(gone.status).toBe(410);
      expect(gone.body.code).toBe('gone');
      const stranger = await t.call('GET', `/properties/${id}`, undefined, (await t.buyer()).token);
      expect(stranger.status).toBe(410);
      const own = await t.call<{ data: { status: string } }>('GET', `/properties/${id}`, undefined, seller.token);
      expect(own.status).toBe(200);
      expect(own.body.data.status).toBe('expired');
    });
  });
});

/** A second kind of listing for the seller of the bad-request tests, left pending. */
const validPlotFor = () => validFlat({ title: 'Pending corner flat near the lake, Bhopal' });
