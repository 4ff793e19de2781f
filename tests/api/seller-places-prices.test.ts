/**
 * A listing's and a project's state comes from the list of India's states and its city from the
 * gazetteer (stored with the gazetteer's state), and a listing's price from the ranges for its type and
 * transaction: the server refuses anything else, naming the field as the form labels it. The type-ahead
 * finds localities by the start of their words ('MP Na').
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGES, priceRangeMessage } from '../../src/shared/listings/price-ranges';
import { PLACE_LIST_MESSAGES } from '../../src/shared/location/place-lists';
import { PLACE_MESSAGES } from '../../src/shared/location/places-contract';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { validFlat, validOfficeToLet, validPlot } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';
import { projectsTestApp } from '../helpers/seller-projects-api';

type One = { data: SellerListing; message: string };
const BASE = '/seller/properties';
const STATE = PLACE_LIST_MESSAGES.state('State');
const UNKNOWN_CITY = PLACE_MESSAGES.unknownCity('City');
const place = (location: Record<string, unknown>) =>
  validFlat({ location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Arera Colony', ...location } });

describeEachDatabase('seller places and prices', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let refused: Person;
  const create = (token: string, body: unknown) => t.call<One>('POST', BASE, body, token);

  beforeAll(async () => {
    t = sellerTestApp(database());
    refused = await t.seller({ sellerType: 'Agent', companyName: 'Verma Realty' });
  });

  describe('state and city', () => {
    it.each([
      [STATE, place({ state: 'Narnia' })],
      [STATE, place({ state: 'MP' })],
      [STATE, place({ state: 'Madhya Pradesh 🏙️' })],
      ['State must not contain direction-changing characters', place({ state: '\u202eMadhya Pradesh' })],
      [UNKNOWN_CITY, place({ city: 'Bhopal 🏙️' })],
      [UNKNOWN_CITY, place({ city: 'Narnia' })],
      [UNKNOWN_CITY, place({ city: 'Bhop al' })],
      ['City is required', place({ city: '' })],
      ['City must not be blank', place({ city: '\u200b\u200b' })],
      ['City is required', place({ city: 42 })],
      ['State is required', place({ state: ['Madhya Pradesh'] })],
      ['City must be at most 80 characters', place({ city: 'B'.repeat(81) })],
    ])('answers 400 with “%s” (case %#)', async (message, body) => {
      const res = await create(refused.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it('stores a place typed another way as the lists spell it', async () => {
      const me = await t.seller();
      const res = await create(me.token, {
        ...place({ state: ' karnataka ', city: 'bengaluru', locality: 'Indiranagar', coordinates: null }),
        reraId: null,
      });
      expect(res.status).toBe(201);
      expect(res.body.data.location).toMatchObject({ state: 'Karnataka', city: 'Bangalore' });
    });

    it('stores the state the gazetteer gives the city', async () => {
      const me = await t.seller();
      const res = await create(me.token, place({ city: 'Mumbai', locality: 'Andheri West' }));
      expect(res.status).toBe(201);
      expect(res.body.data.location).toMatchObject({ state: 'Maharashtra', city: 'Mumbai' });
    });

    it('refuses an edit that moves a listing out of the lists', async () => {
      const me = await t.seller();
      const made = await create(me.token, validPlot());
      expect(made.status).toBe(201);
      const res = await t.call('PATCH', `${BASE}/${made.body.data.id}`, { location: { city: 'Narnia' } }, me.token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: UNKNOWN_CITY });
    });

    it('refuses a project outside the lists, and takes one in them', async () => {
      const p = await projectsTestApp(database());
      const builder = await p.builder();
      const project = (location: Record<string, unknown>) =>
        validProject({ location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Kolar Road', ...location } });
      expect((await p.create(builder.token, project({ state: 'Narnia' }))).body).toMatchObject({ message: STATE });
      expect((await p.create(builder.token, project({ city: 'Gotham' }))).body).toMatchObject({
        message: UNKNOWN_CITY,
      });
      const ok = await p.create(builder.token, project({ city: 'indore' }));
      expect(ok.status).toBe(201);
      expect(ok.body.data.location.city).toBe('Indore');
    });
  });

  describe('price ranges', () => {
    const flat = PRICE_RANGES.Buy['Flat/Apartment'];
    const office = PRICE_RANGES.Rent['Office Space'];
    it.each([
      [priceRangeMessage('Buy', 'Flat/Apartment'), validFlat({ price: 5 })],
      [priceRangeMessage('Buy', 'Flat/Apartment'), validFlat({ price: flat.min - 1 })],
      [priceRangeMessage('Buy', 'Flat/Apartment'), validFlat({ price: flat.max + 1 })],
      [priceRangeMessage('Buy', 'Plot'), validPlot({ price: 100 })],
      [priceRangeMessage('Rent', 'Office Space'), validOfficeToLet({ price: office.min - 1 })],
      [priceRangeMessage('Rent', 'Office Space'), validOfficeToLet({ price: office.max + 1 })],
    ])('answers 400 with “%s” (case %#)', async (message, body) => {
      const res = await create(refused.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    });

    it('names the range in words a seller reads', () => {
      expect(priceRangeMessage('Buy', 'Flat/Apartment')).toBe(
        'Price of a Flat/Apartment for sale must be from ₹3 L to ₹100 Cr',
      );
      expect(priceRangeMessage('Rent', 'Office Space')).toBe(
        'Rent per month of a Office Space to rent must be from ₹2,000 to ₹5 Cr',
      );
    });

    it('takes the ends of a range', async () => {
      const me = await t.seller();
      expect((await create(me.token, validFlat({ price: flat.min }))).status).toBe(201);
      expect((await create(me.token, validOfficeToLet({ price: office.max }))).status).toBe(201);
    });
  });

  describe('locality suggestions', () => {
    beforeAll(async () => {
      const db = database().db;
      const owner = await insertSeller(db, { sellerType: 'Individual' });
      await insertProperty(db, { seller: owner, city: 'Bhopal', locality: 'MP Nagar' });
      await insertProperty(db, { seller: owner, city: 'Indore', state: 'Madhya Pradesh', locality: 'M.G. Road' });
    });
    const localities = async (query: string) => {
      const res = await t.app.request(`/api/locations/suggest?${query}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { locality: string | null; city: string }[] };
      return body.data.map((found) => found.locality);
    };

    it.each([
      'q=MP%20Na&city=Bhopal',
      'q=mp%20nag&city=Bhopal',
      'q=M.P.%20Na&city=Bhopal',
      'q=Nagar%20MP',
      'q=MP%20Na',
    ])('finds MP Nagar for %s', async (query) => {
      expect(await localities(query)).toContain('MP Nagar');
    });

    it('finds a dotted short form typed without its dots', async () => {
      expect(await localities('q=MG%20Ro&city=Indore')).toContain('M.G. Road');
    });

    it.each(['q=%F0%9F%8F%99%EF%B8%8F%F0%9F%8F%99', 'q=%E2%80%AEMP%20Na', 'q=MP%E2%80%8B%20Na', 'q=(((%5B%5B'])(
      'answers odd text %s without an error',
      async (query) => {
        await localities(query);
      },
    );
  });
});
