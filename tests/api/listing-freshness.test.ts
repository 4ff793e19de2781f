/**
 * Listing freshness with a controlled clock: the job is run at chosen moments after a listing's last
 * confirmation, and what the seller receives and what the public sees are checked at each.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newMatches, readSavedQuery } from '../../src/server/features/alerts/saved-search-matches';
import { REMINDER_PATH } from '../../src/server/features/listings/freshness-reminders';
import { knownCities } from '../../src/server/features/listings/known-cities';
import { DAY_MS, FRESHNESS, FRESHNESS_MESSAGES } from '../../src/shared/listings/freshness';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { validFlat, validOfficeToLet } from '../fixtures/seller-listings';
import { describeEachDatabase } from '../helpers/database';
import { freshnessWorld } from '../helpers/freshness-api';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('listing freshness: reminders, expiry and what the public sees', (database) => {
  const w = freshnessWorld(database);
  const { day, run, textsTo, stored, listing } = w;

  describe('reminders', () => {
    it('reminds the seller of a rental on day 23 (not on day 22), by text, once', async () => {
      const seller = await w.t.seller();
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
      const seller = await w.t.seller();
      await listing(seller, validFlat());
      await run(day(52));
      expect(textsTo(seller)).toEqual([]);
      await run(day(53));
      expect(textsTo(seller)).toHaveLength(1);
    });

    it('sends one reminder when the job runs twice at once', async () => {
      const seller = await w.t.seller();
      await listing(seller, validOfficeToLet());
      const [a, b] = await Promise.all([run(day(23)), run(day(23))]);
      expect(textsTo(seller)).toHaveLength(1);
      expect((a?.texts ?? 0) + (b?.texts ?? 0)).toBeGreaterThanOrEqual(1);
    });

    it('reminds nobody about a listing that is not active (pending, sold)', async () => {
      const seller = await w.t.seller();
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
      const seller = await w.t.seller();
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

  describe('what the public sees of an expired listing', () => {
    let seller: Person;
    let id: number;
    const CITY = 'Bhopal';
    const LANDING = '/landing/bhopal/offices-for-rent';
    beforeAll(async () => {
      seller = await w.t.seller();
      id = await listing(seller, validOfficeToLet(), new Date(Date.now() - 31 * DAY_MS));
      await database().db.execute(
        sql`update properties set featured_until = now() + interval '30 days', published_at = now() - interval '1 hour' where id = ${id}`,
      );
    });
    const ids = (cards: { id: number }[] | undefined) => (cards ?? []).map((card) => card.id);

    it('is public with its confirmation date until it lapses', async () => {
      const search = await w.t.call<{ data: ListingCard[] }>(
        'GET',
        `/properties/search?city=${CITY}&transactionType=Rent`,
      );
      const card = search.body.data.find((row) => row.id === id);
      expect(card?.confirmedAt).toBeDefined();
      expect(FRESHNESS_MESSAGES.confirmedAgo(31)).toBe('Confirmed available 31 days ago');
      expect(FRESHNESS_MESSAGES.confirmedAgo(1)).toBe('Confirmed available 1 day ago');
      expect(FRESHNESS_MESSAGES.confirmedAgo(0)).toBe('Confirmed available today');
      const featured = await w.t.call<{ data: ListingCard[] }>('GET', `/properties/featured?city=${CITY}&limit=20`);
      expect(ids(featured.body.data)).toContain(id);
      const landing = await w.t.call<{ data: { listings: ListingCard[] } }>('GET', LANDING);
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

      const search = await w.t.call<{ data: ListingCard[] }>('GET', `/properties/search?${query}`);
      expect(search.status).toBe(200);
      expect(ids(search.body.data)).not.toContain(id);
      const featured = await w.t.call<{ data: ListingCard[] }>('GET', `/properties/featured?city=${CITY}&limit=20`);
      expect(ids(featured.body.data)).not.toContain(id);
      const byCity = await w.t.call<{ properties: ListingCard[] }>('GET', `/properties/by-city?city=${CITY}`);
      expect(ids(byCity.body.properties)).not.toContain(id);
      const landing = await w.t.call<{ data: { listings: ListingCard[] } }>('GET', LANDING);
      expect(landing.status).toBe(200);
      expect(ids(landing.body.data.listings)).not.toContain(id);
      const sitemap = await w.t.app.request('/sitemaps/properties-1.xml');
      expect(await sitemap.text()).not.toMatch(new RegExp(`[?&]id=${id}(?!\\d)`));
      const matchesAfter = await newMatches(database().db, read.params, cities, before, new Date());
      expect(matchesAfter.count).toBe(matchesBefore.count - 1);
    });

    it('answers its page as no longer available to buyers, and to its owner with the listing', async () => {
      const gone = await w.t.call('GET', `/properties/${id}`);
      expect(gone.status).toBe(410);
      expect(gone.body.code).toBe('gone');
      const stranger = await w.t.call('GET', `/properties/${id}`, undefined, (await w.t.buyer()).token);
      expect(stranger.status).toBe(410);
      const own = await w.t.call<{ data: { status: string } }>('GET', `/properties/${id}`, undefined, seller.token);
      expect(own.status).toBe(200);
      expect(own.body.data.status).toBe('expired');
    });
  });
});
