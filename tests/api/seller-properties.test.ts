import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../src/server/app';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { RERA_MESSAGES } from '../../src/shared/listings/rera';
import { PROPERTY_TYPES } from '../../src/shared/listings/vocabulary';
import {
  FREE_LISTING_QUOTA,
  LISTING_FIELDS,
  LIVE_EDIT_LISTING_FIELDS,
  SELLER_LIMITS,
  SELLER_LISTING_FILTER_STATUSES,
  SELLER_MESSAGES,
  type SellerListing,
  type SellerListingPage,
} from '../../src/shared/sellers/seller-listing-contract';
import { validFlat, validOfficeToLet, validPlot } from '../fixtures/seller-listings';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type One = { data: SellerListing };
type Rows = { rows: Record<string, unknown>[] };

const BASE = '/seller/properties';

describeEachDatabase('seller properties', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let agent: Person;
  let other: Person;
  let buyer: Person;

  const rows = async (query: SQL) => ((await database().db.execute(query)) as unknown as Rows).rows;
  /**
   * Counted in the table, not through a list: a refused or racing post must leave no row behind, not
   * even one that no list would show.
   */
  const liveCount = async (sellerId: number) =>
    Number(
      (
        await rows(
          sql`select count(*)::int as n from properties where seller_id = ${sellerId} and status in ('pending', 'active')`,
        )
      )[0]?.n,
    );
  const setStatus = (id: number, status: string, extra: SQL = sql``) =>
    database().db.execute(
      sql`update properties set status = ${status}, published_at = now() ${extra} where id = ${id}`,
    );

  const create = (token: string | undefined, body: unknown) => t.call<One>('POST', BASE, body, token);
  const read = (token: string | undefined, id: number | string) =>
    t.call<One>('GET', `${BASE}/${id}`, undefined, token);
  const edit = (token: string | undefined, id: number | string, body: unknown) =>
    t.call<One>('PATCH', `${BASE}/${id}`, body, token);
  const close = (token: string | undefined, id: number | string, status: unknown) =>
    t.call<One>('POST', `${BASE}/${id}/status`, { status }, token);
  const remove = (token: string | undefined, id: number | string) =>
    t.call('DELETE', `${BASE}/${id}`, undefined, token);
  const list = (token: string | undefined, query = '') =>
    t.call<SellerListingPage>('GET', `${BASE}${query}`, undefined, token);

  /** A new listing of `who` (through the API), then set to `status` in the database. */
  async function listing(who: Person, status = 'pending', body = validFlat()): Promise<number> {
    const res = await create(who.token, body);
    expect(res.status, res.body.message).toBe(201);
    if (status !== 'pending')
      await setStatus(
        res.body.data.id,
        status,
        status === 'rejected' ? sql`, rejection_reason = 'Blurred photos'` : sql``,
      );
    return res.body.data.id;
  }

  /** A seller with room: one who has posted nothing yet. */
  const freshSeller = () => t.seller();

  beforeAll(async () => {
    t = sellerTestApp(database());
    agent = await t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty' });
    other = await t.seller({ sellerType: 'Builder', companyName: 'Other Builders' });
    buyer = await t.buyer();
  });

  describe('posting', () => {
    it('stores a flat for review (201, pending) with every field, posted by its owner', async () => {
      const me = await freshSeller();
      const res = await create(me.token, validFlat({ title: '  2 BHK flat near Arera Colony market ' }));
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.message).toBe(SELLER_MESSAGES.listingCreated);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        status: 'pending',
        rejectionReason: null,
        heldForReportsAt: null,
        title: '2 BHK flat near Arera Colony market',
        description: 'Sunny corner flat on the third floor, covered parking, 24x7 water.',
        propertyType: 'Flat/Apartment',
        transactionType: 'Buy',
        price: 4_500_000,
        deposit: null,
        priceNegotiable: false,
        area: { value: 1100, unit: 'sq.ft', sqft: 1100 },
        carpetArea: null,
        parking: null,
        parkingSpaces: null,
        tenantPreferences: [],
        petsAllowed: null,
        availableFrom: null,
        bedrooms: 2,
        bathrooms: 2,
        balconies: 1,
        furnishing: 'Semi-Furnished',
        floor: 3,
        totalFloors: 8,
        facing: 'East',
        featuredUntil: null,
        possession: 'Ready to Move',
        possessionDate: null,
        ageYears: 4,
        reraId: 'P-BPL-17-1234',
        amenities: ['Lift', 'Power Backup', 'Parking'],
        location: {
          state: 'Madhya Pradesh',
          city: 'Bhopal',
          locality: 'Arera Colony',
          subLocality: 'E-7',
          society: 'Shanti Apartments',
          coordinates: { latitude: 23.2156, longitude: 77.4304 },
        },
        postedBy: 'Owner',
        coverPhoto: null,
        photos: [],
        views: 0,
        enquiries: { new: 0, total: 0 },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        publishedAt: null,
        confirmedAt: expect.any(String),
        lapsesAt: expect.any(String),
        remindedAt: null,
      });
      // Kept as this seller's, as answered.
      expect((await read(me.token, res.body.data.id)).body.data).toEqual(res.body.data);
      // Pending review: nobody else sees it, and it is not in search.
      expect((await t.call('GET', `/properties/${res.body.data.id}`, undefined, buyer.token)).status).toBe(404);
      const search = await t.call<{ data: { id: number }[] }>(
        'GET',
        '/properties/search?city=Bhopal&searchQuery=Arera',
      );
      expect(search.body.data.map((card) => card.id)).not.toContain(res.body.data.id);
    });

    it('derives posted-by from the seller type and normalises the area to sq.ft', async () => {
      const res = await create(agent.token, validPlot());
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        postedBy: 'Agent',
        area: { value: 200, unit: 'sq.yd', sqft: 1800 },
        bedrooms: null,
        furnishing: null,
        description: '',
        amenities: [],
        location: { subLocality: null, society: null, coordinates: null },
      });
      const builder = await t.seller({ sellerType: 'Builder', companyName: 'Acre Builders' });
      const acre = await create(builder.token, validPlot({ area: { value: 1.25, unit: 'acre' } }));
      expect(acre.body.data).toMatchObject({ postedBy: 'Builder', area: { value: 1.25, unit: 'acre', sqft: 54_450 } });
    });

    it('takes rent and deposit for a listing to let, and an under-construction date', async () => {
      const me = await freshSeller();
      const office = await create(me.token, validOfficeToLet({ priceNegotiable: true }));
      expect(office.status).toBe(201);
      expect(office.body.data).toMatchObject({
        transactionType: 'Rent',
        price: 45_000,
        deposit: 135_000,
        priceNegotiable: true,
      });
      const building = await create(
        me.token,
        validFlat({ possession: 'Under Construction', possessionDate: '2028-03-31', ageYears: null }),
      );
      expect(building.status).toBe(201);
      expect(building.body.data).toMatchObject({ possession: 'Under Construction', possessionDate: '2028-03-31' });
    });

    it('keeps unicode and HTML as plain text, and the same amenity once', async () => {
      const me = await freshSeller();
      const title = 'नया 3 BHK फ्लैट <b>Kolar</b> 🏠';
      const res = await create(
        me.token,
        validFlat({
          title,
          description: "Line one\nLine two '); drop table properties; --",
          amenities: ['Lift', 'lift', ' Gym '],
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ title, amenities: ['Lift', 'Gym'] });
      expect(res.body.data.description).toContain('\n');
    });

    it.each([
      ['Title is required', validFlat({ title: undefined })],
      ['Title is required', validFlat({ title: '   ' })],
      [`Title must be at least ${SELLER_LIMITS.titleMin} characters`, validFlat({ title: 'Flat' })],
      [`Title must be at most ${SELLER_LIMITS.titleMax} characters`, validFlat({ title: 't'.repeat(151) })],
      ['Title must be plain text on one line', validFlat({ title: 'Two lines\nof title' })],
      ['Title is required', validFlat({ title: 12345678901 })],
      [
        `Description must be at most ${SELLER_LIMITS.descriptionMax} characters`,
        validFlat({ description: 'd'.repeat(5001) }),
      ],
      ['Description must be plain text', validFlat({ description: 'bell \u0007 here' })],
      [`Property type must be one of ${PROPERTY_TYPES.join(', ')}`, validFlat({ propertyType: 'Castle' })],
      ['For must be one of Buy, Rent', validFlat({ transactionType: 'Lease' })],
      ['Price must be a whole number of rupees from ₹1 to ₹10,000 Cr', validFlat({ price: 0 })],
      ['Price must be a whole number of rupees from ₹1 to ₹10,000 Cr', validFlat({ price: -5 })],
      ['Price must be a whole number of rupees from ₹1 to ₹10,000 Cr', validFlat({ price: 1e15 })],
      ['Price must be a whole number of rupees from ₹1 to ₹10,000 Cr', validFlat({ price: 4500000.5 })],
      ['Price must be a whole number of rupees from ₹1 to ₹10,000 Cr', validFlat({ price: '4500000' })],
      ['Price must be a whole number of rupees from ₹1 to ₹10,000 Cr', validFlat({ price: undefined })],
      ['Security deposit is only for Rent', validFlat({ deposit: 10_000 })],
      ['Security deposit is required for Rent', validOfficeToLet({ deposit: undefined })],
      ['Security deposit must be a whole number of rupees from ₹0 to ₹10,000 Cr', validOfficeToLet({ deposit: -1 })],
      ['Area is required', validFlat({ area: undefined })],
      ['Area is required', validFlat({ area: '1100 sq.ft' })],
      ['Area must be a number greater than 0 and at most 10000000', validFlat({ area: { value: 0, unit: 'sq.ft' } })],
      ['Area must be a number greater than 0 and at most 10000000', validFlat({ area: { value: -10, unit: 'sq.ft' } })],
      [
        'Area must be a number greater than 0 and at most 10000000',
        validFlat({ area: { value: 1e12, unit: 'sq.ft' } }),
      ],
      ['Area must have at most 2 decimals', validFlat({ area: { value: 10.123, unit: 'sq.ft' } })],
      [
        expect.stringMatching(/^Area unit must be one of sq\.ft, /),
        validFlat({ area: { value: 10, unit: 'furlong' } }),
      ],
      ['Bedrooms (BHK) is required for Flat/Apartment', validFlat({ bedrooms: undefined })],
      ['Bathrooms is required for Flat/Apartment', validFlat({ bathrooms: null })],
      ['Bedrooms (BHK) must be a whole number from 0 to 20', validFlat({ bedrooms: 21 })],
      ['Balconies must be a whole number from 0 to 20', validFlat({ balconies: -1 })],
      [expect.stringMatching(/^Bedrooms \(BHK\) is only for Flat\/Apartment/), validPlot({ bedrooms: 2 })],
      [expect.stringMatching(/^Bathrooms is only for/), validOfficeToLet({ bathrooms: 1 })],
      ['Furnishing does not apply to Plot', validPlot({ furnishing: 'Furnished' })],
      ['Floor does not apply to Land', validPlot({ propertyType: 'Land', floor: 1, totalFloors: 2 })],
      ['Floor must not be above the total floors', validFlat({ floor: 9, totalFloors: 8 })],
      ['Total floors is required with a floor', validFlat({ totalFloors: undefined })],
      ['Floor must be a whole number from -3 to 200', validFlat({ floor: -4 })],
      ['Total floors must be a whole number from 0 to 200', validFlat({ totalFloors: 500 })],
      ['Furnishing must be one of Unfurnished, Semi-Furnished, Furnished', validFlat({ furnishing: 'Fully' })],
      [expect.stringMatching(/^Facing must be one of North/), validFlat({ facing: 'Up' })],
      [
        'Possession date is required when possession is Under Construction',
        validFlat({ possession: 'Under Construction', ageYears: undefined }),
      ],
      ['Possession date is only for Under Construction', validFlat({ possessionDate: '2027-01-01' })],
      [
        'Possession date must be a date (YYYY-MM-DD) from 2000 to 2100',
        validFlat({ possession: 'Under Construction', possessionDate: '2027-02-30', ageYears: undefined }),
      ],
      [
        'Possession date must be a date (YYYY-MM-DD) from 2000 to 2100',
        validFlat({ possession: 'Under Construction', possessionDate: 'next year', ageYears: undefined }),
      ],
      [
        'Age of property (years) does not apply to Under Construction',
        validFlat({ possession: 'Under Construction', possessionDate: '2027-01-01' }),
      ],
      ['Age of property (years) must be a whole number from 0 to 200', validFlat({ ageYears: 1000 })],
      [`RERA id must be at most ${SELLER_LIMITS.reraNumberMax} characters`, validFlat({ reraId: 'R'.repeat(61) })],
      [RERA_MESSAGES.wrongFormat('Madhya Pradesh', 'P-BPL-17-123'), validFlat({ reraId: 'UPRERAPRJ123456' })],
      ['Amenities must be a list of names', validFlat({ amenities: 'Lift, Gym' })],
      [
        `Amenities must have at most ${SELLER_LIMITS.amenitiesMax} items`,
        validFlat({ amenities: Array.from({ length: 41 }, (_, i) => `A${i}`) }),
      ],
      [`Amenities must be at most ${SELLER_LIMITS.amenityMax} characters`, validFlat({ amenities: ['a'.repeat(61)] })],
      ['Amenities is required', validFlat({ amenities: ['Lift', ''] })],
      ['Location is required', validFlat({ location: undefined })],
      ['City is required', validFlat({ location: { state: 'Madhya Pradesh', locality: 'Arera Colony' } })],
      ['Locality is required', validFlat({ location: { state: 'MP', city: 'Bhopal', locality: ' ' } })],
      [
        'Latitude must be a number from 6 to 38 (in India)',
        validFlat({
          location: { state: 'MP', city: 'Bhopal', locality: 'Kolar', coordinates: { latitude: 51.5, longitude: 77 } },
        }),
      ],
      [
        'Longitude must be a number from 68 to 98 (in India)',
        validFlat({
          location: { state: 'MP', city: 'Bhopal', locality: 'Kolar', coordinates: { latitude: 23, longitude: -0.1 } },
        }),
      ],
      [
        'Map position must have latitude and longitude',
        validFlat({ location: { state: 'MP', city: 'Bhopal', locality: 'Kolar', coordinates: [23, 77] } }),
      ],
      ['Price is negotiable must be true or false', validFlat({ priceNegotiable: 'yes' })],
      [ACCOUNT_MESSAGES.bodyMustBeJson, 'not json'],
      [ACCOUNT_MESSAGES.bodyMustBeJson, '[]'],
      ['Title is required', {}],
    ])('answers 400 with “%s” (case %#) and stores nothing', async (message, body) => {
      const me = await freshSeller();
      const res = await create(me.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      expect(await liveCount(me.user.id)).toBe(0);
    });

    it('refuses a body over the size limit (413)', async () => {
      const owner = await freshSeller();
      const res = await create(owner.token, validFlat({ description: 'x'.repeat(API_BODY_LIMIT_BYTES) }));
      expect(res.status).toBe(413);
    });
  });

  describe('free quota', () => {
    it(`allows ${FREE_LISTING_QUOTA} live listings, then answers 402 naming the quota`, async () => {
      const me = await freshSeller();
      const ids: number[] = [];
      for (let i = 0; i < FREE_LISTING_QUOTA; i++) ids.push(await listing(me, i === 0 ? 'active' : 'pending'));
      const refused = await create(me.token, validFlat());
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        success: false,
        code: 'payment_required',
        message: SELLER_MESSAGES.quotaReached(FREE_LISTING_QUOTA),
      });
      expect(refused.body.message).toContain(String(FREE_LISTING_QUOTA));
      expect(await liveCount(me.user.id)).toBe(FREE_LISTING_QUOTA);

      // Selling one frees a place; so does deleting one.
      expect((await close(me.token, ids[0] as number, 'sold')).status).toBe(200);
      expect((await create(me.token, validFlat())).status).toBe(201);
      expect((await create(me.token, validFlat())).status).toBe(402);
      expect((await remove(me.token, ids[1] as number)).status).toBe(200);
      expect((await create(me.token, validFlat())).status).toBe(201);
      const counts = await t.call<{ data: { counts: { quotaLeft: number } } }>(
        'GET',
        '/sellers/me',
        undefined,
        me.token,
      );
      expect(counts.body.data.counts.quotaLeft).toBe(0);
    });

    it('does not count rejected listings, but a resubmitted one needs a free place', async () => {
      const me = await freshSeller();
      const rejected = await listing(me, 'rejected');
      for (let i = 0; i < FREE_LISTING_QUOTA; i++) await listing(me);
      const resubmit = await edit(me.token, rejected, { title: 'Clear photos of the 2 BHK flat' });
      expect(resubmit.status).toBe(402);
      expect(resubmit.body.message).toBe(SELLER_MESSAGES.quotaReached(FREE_LISTING_QUOTA));
      expect((await read(me.token, rejected)).body.data).toMatchObject({
        status: 'rejected',
        title: validFlat().title,
      });
    });

    it('lets exactly the free places through when posts race at the boundary', async () => {
      const me = await freshSeller();
      await listing(me);
      const results = await Promise.all(Array.from({ length: 6 }, () => create(me.token, validFlat())));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([
        ...Array(FREE_LISTING_QUOTA - 1).fill(201),
        ...Array(7 - FREE_LISTING_QUOTA).fill(402),
      ]);
      expect(await liveCount(me.user.id)).toBe(FREE_LISTING_QUOTA);
    });
  });

  describe('editing', () => {
    it('keeps an active listing active for the live-edit exceptions only', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      const res = await edit(owner.token, id, { furnishing: 'Furnished', priceNegotiable: true });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.listingUpdated);
      expect(res.body.data).toMatchObject({ status: 'active', furnishing: 'Furnished', priceNegotiable: true });
      // Sending the same price, title and place again is not a change.
      const same = await edit(owner.token, id, {
        price: 4_500_000,
        title: validFlat().title,
        location: { city: 'Bhopal' },
      });
      expect(same.body.data.status).toBe('active');
    });

    it.each([
      ['price', { price: 4_200_000 }],
      ['title', { title: 'Spacious 2 BHK flat in Arera Colony' }],
      ['description', { description: 'Now with a modular kitchen.' }],
      ['propertyType', { propertyType: 'Builder Floor' }],
      ['area', { area: { value: 1200 } }],
      ['Area unit', { area: { value: 1100, unit: 'sq.m' } }],
      ['bedrooms', { bedrooms: 3 }],
      ['location', { location: { locality: 'Shahpura' } }],
      ['coordinates', { location: { coordinates: { latitude: 23.2, longitude: 77.4 } } }],
      ['society', { location: { society: 'Green Meadows' } }],
      ['subLocality', { location: { subLocality: 'E-8' } }],
      ['amenities', { amenities: ['Lift', 'Gym'] }],
      ['reraId', { reraId: 'P-BPL-17-9999' }],
      ['possession', { possession: 'Under Construction', possessionDate: '2027-03-31', ageYears: null }],
      ['bathrooms', { bathrooms: 3 }],
      ['balconies', { balconies: 2 }],
      ['facing', { facing: null }],
      ['floor', { floor: 5 }],
      ['totalFloors', { totalFloors: 12 }],
      ['ageYears', { ageYears: 10 }],
      ['carpetArea', { carpetArea: 900 }],
      ['parking', { parking: 'Open', parkingSpaces: 1 }],
      ['transactionType', { transactionType: 'Rent', price: 25_000, deposit: 50_000 }],
    ])('sends an active listing back to review when its %s changes', async (_field, change) => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      const res = await edit(owner.token, id, change);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.listingSentForReview);
      expect(res.body.data.status).toBe('pending');
      expect((await t.call('GET', `/properties/${id}`, undefined, buyer.token)).status).toBe(404);
    });

    it.each([
      [
        'possessionDate',
        validFlat({ possession: 'Under Construction', possessionDate: '2028-03-31', ageYears: null }),
        { possessionDate: '2028-09-30' },
      ],
      ['deposit', validOfficeToLet(), { deposit: 90_000 }],
      ['tenantPreferences', validOfficeToLet(), { tenantPreferences: ['Company'] }],
      ['petsAllowed', validOfficeToLet(), { petsAllowed: true }],
      ['availableFrom', validOfficeToLet(), { availableFrom: '2099-01-01' }],
      ['parkingSpaces', validFlat({ parking: 'Covered', parkingSpaces: 1 }), { parkingSpaces: 2 }],
    ])('sends an active listing back to review when its %s changes', async (_field, body, change) => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active', body);
      const res = await edit(owner.token, id, change);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.status).toBe('pending');
      expect((await t.call('GET', `/properties/${id}`, undefined, buyer.token)).status).toBe(404);
    });

    it('reviews every public field but the documented live-edit exceptions', () => {
      const tested = new Set([
        ...'title description propertyType transactionType price deposit area bedrooms bathrooms balconies'.split(' '),
        ...'facing floor totalFloors possession possessionDate ageYears reraId amenities location'.split(' '),
        ...'carpetArea parking parkingSpaces tenantPreferences petsAllowed availableFrom'.split(' '),
      ]);
      const live: readonly string[] = LIVE_EDIT_LISTING_FIELDS;
      expect(LISTING_FIELDS.filter((field) => !live.includes(field) && !tested.has(field))).toEqual([]);
    });

    it('sends a transaction change back to review, with the deposit rules', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      const noDeposit = await edit(owner.token, id, { transactionType: 'Rent', price: 25_000 });
      expect(noDeposit.status).toBe(400);
      expect(noDeposit.body.message).toBe('Security deposit is required for Rent');
      const res = await edit(owner.token, id, { transactionType: 'Rent', price: 25_000, deposit: 50_000 });
      expect(res.body.data).toMatchObject({ status: 'pending', transactionType: 'Rent', deposit: 50_000 });
    });

    it('merges location and area one level down, and keeps a pending listing pending', async () => {
      const owner = await freshSeller();
      const id = await listing(owner);
      const res = await edit(owner.token, id, { location: { society: 'Green Meadows', coordinates: null } });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('pending');
      expect(res.body.data.location).toEqual({
        state: 'Madhya Pradesh',
        city: 'Bhopal',
        locality: 'Arera Colony',
        subLocality: 'E-7',
        society: 'Green Meadows',
        coordinates: null,
      });
      const area = await edit(owner.token, id, { area: { unit: 'sq.yd' } });
      expect(area.body.data.area).toEqual({ value: 1100, unit: 'sq.yd', sqft: 9900 });
    });

    it('resubmits a rejected listing for review and clears the reason', async () => {
      const me = await freshSeller();
      const id = await listing(me, 'rejected');
      expect((await read(me.token, id)).body.data).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Blurred photos',
      });
      const res = await edit(me.token, id, { reraId: 'P-BPL-17-9999' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'pending', rejectionReason: null, reraId: 'P-BPL-17-9999' });
    });

    it('validates the edited listing whole: floor against the stored total, rooms against a new type', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      const cases: [unknown, string][] = [
        [{ floor: 12 }, 'Floor must not be above the total floors'],
        [{ totalFloors: 2 }, 'Floor must not be above the total floors'],
        [{ propertyType: 'Plot' }, 'Bedrooms (BHK) is only for Flat/Apartment, Independent House/Villa, Builder Floor'],
        [{ price: -1 }, 'Price must be a whole number of rupees from ₹1 to ₹10,000 Cr'],
        [{ location: 'Bhopal' }, 'Location is required'],
        [{ title: '' }, 'Title is required'],
        [{}, SELLER_MESSAGES.nothingToUpdate],
        [{ status: 'active', views: 1_000_000 }, SELLER_MESSAGES.nothingToUpdate],
        ['[1]', ACCOUNT_MESSAGES.bodyMustBeJson],
      ];
      for (const [body, message] of cases) {
        const res = await edit(owner.token, id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      }
      expect((await read(owner.token, id)).body.data).toMatchObject({
        status: 'active',
        floor: 3,
        totalFloors: 8,
        propertyType: 'Flat/Apartment',
        views: 0,
      });
    });

    it('refuses to edit a sold or rented listing (409)', async () => {
      const owner = await freshSeller();
      for (const status of ['sold', 'rented'] as const) {
        const id = await listing(owner, status);
        const res = await edit(owner.token, id, { price: 1 });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          success: false,
          code: 'conflict',
          message: SELLER_MESSAGES.cannotEditClosed(status),
        });
      }
    });
  });

  describe('sold, rented and deleted', () => {
    it('marks an active sale sold: it leaves search and the public page', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      expect((await t.call('GET', `/properties/${id}`, undefined, buyer.token)).status).toBe(200);
      const res = await close(owner.token, id, 'sold');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: SELLER_MESSAGES.markedSold,
        data: { id, status: 'sold' },
      });
      expect((await t.call('GET', `/properties/${id}`, undefined, buyer.token)).status).toBe(410);
      const search = await t.call<{ data: { id: number }[] }>('GET', '/properties/search?city=Bhopal&pageSize=100');
      expect(search.body.data.map((card) => card.id)).not.toContain(id);
    });

    it('marks an active rental rented', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active', validOfficeToLet());
      const res = await close(owner.token, id, 'rented');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: SELLER_MESSAGES.markedRented, data: { status: 'rented' } });
    });

    it('refuses the wrong closing for the transaction (400) and closing what is not active (409)', async () => {
      const owner = await freshSeller();
      const sale = await listing(owner, 'active');
      const rental = await listing(owner, 'active', validOfficeToLet());
      expect((await close(owner.token, sale, 'rented')).body).toEqual({
        success: false,
        code: 'validation_failed',
        message: SELLER_MESSAGES.rentedOnlyForRent,
      });
      expect((await close(owner.token, rental, 'sold')).body).toEqual({
        success: false,
        code: 'validation_failed',
        message: SELLER_MESSAGES.soldOnlyForBuy,
      });
      for (const status of ['pending', 'rejected', 'sold']) {
        // Each on its own seller: three live listings would fill one seller's free places.
        const someone = await freshSeller();
        const id = await listing(someone, status);
        const res = await close(someone.token, id, 'sold');
        expect(res.status, status).toBe(409);
        expect(res.body).toEqual({ success: false, code: 'conflict', message: SELLER_MESSAGES.statusOnlyFromActive });
      }
      for (const status of ['active', 'deleted', 'pending', '', 42]) {
        const res = await close(owner.token, sale, status);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('status must be one of sold, rented');
      }
      expect((await read(owner.token, sale)).body.data.status).toBe('active');
    });

    it('soft-deletes: the row stays, shown nowhere, and a second delete is a 404', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      const res = await remove(owner.token, id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: SELLER_MESSAGES.listingDeleted });
      // The row itself, as no answer shows a deleted listing: it is kept, marked deleted.
      expect((await rows(sql`select status from properties where id = ${id}`))[0]?.status).toBe('deleted');
      for (const token of [owner.token, buyer.token, undefined]) {
        expect((await t.call('GET', `/properties/${id}`, undefined, token)).status).toBe(410);
      }
      expect((await read(owner.token, id)).status).toBe(404);
      expect((await edit(owner.token, id, { price: 1 })).status).toBe(404);
      expect((await close(owner.token, id, 'sold')).status).toBe(404);
      expect((await remove(owner.token, id)).status).toBe(404);
      const mine = await list(owner.token, '?pageSize=50');
      expect(mine.body.data.map((row) => row.id)).not.toContain(id);
    });
  });

  describe('the seller’s list', () => {
    it('filters by status, type and transaction, pages, and counts views and enquiries', async () => {
      const me = await freshSeller();
      const flat = await listing(me, 'active');
      const office = await listing(me, 'active', validOfficeToLet());
      const plot = await listing(me, 'sold', validPlot());
      await listing(me, 'deleted');
      await database().db.execute(sql`update properties set views = 17 where id = ${flat}`);
      const asked = [await t.buyer(), await t.buyer(), await t.buyer()];
      for (const b of asked) {
        expect(
          (await t.call('POST', '/enquiries', { propertyId: flat, message: 'Still available?' }, b.token)).status,
        ).toBe(201);
      }
      await database().db.execute(sql`update enquiries set status = 'responded' where buyer_id = ${asked[0]?.user.id}`);

      const all = await list(me.token);
      expect(all.status).toBe(200);
      expect(all.headers.get('cache-control')).toBe('no-store');
      expect(all.body).toMatchObject({ success: true, total: 3, page: 1, pageSize: SELLER_LIMITS.pageSizeDefault });
      expect(all.body.data.map((row) => row.id)).toEqual([plot, office, flat]);
      const flatRow = all.body.data.find((row) => row.id === flat);
      expect(flatRow).toMatchObject({ views: 17, enquiries: { new: 2, total: 3 } });
      expect(all.body.data.find((row) => row.id === office)?.enquiries).toEqual({ new: 0, total: 0 });
      expect((await read(me.token, flat)).body.data).toMatchObject({ views: 17, enquiries: { new: 2, total: 3 } });

      const ids = async (query: string) => (await list(me.token, query)).body.data.map((row) => row.id);
      expect(await ids('?status=active')).toEqual([office, flat]);
      expect(await ids('?status=sold')).toEqual([plot]);
      expect(await ids('?type=Plot')).toEqual([plot]);
      expect(await ids('?transaction=Rent')).toEqual([office]);
      expect(await ids('?status=active&type=Flat%2FApartment&transaction=Buy')).toEqual([flat]);
      expect(await ids('?status=rejected')).toEqual([]);
      const second = await list(me.token, '?page=2&pageSize=2');
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.body.data.map((row) => row.id)).toEqual([flat]);
    });

    it.each([
      ['?status=deleted', `status must be one of ${SELLER_LISTING_FILTER_STATUSES.join(', ')}`],
      ['?type=Castle', `type must be one of ${PROPERTY_TYPES.join(', ')}`],
      ['?transaction=Lease', 'transaction must be one of Buy, Rent'],
      ['?page=0', 'page must be a whole number from 1 to 1000'],
      ['?page=abc', 'page must be a whole number from 1 to 1000'],
      ['?pageSize=51', `pageSize must be a whole number from 1 to ${SELLER_LIMITS.pageSizeMax}`],
      ['?pageSize=-1', `pageSize must be a whole number from 1 to ${SELLER_LIMITS.pageSizeMax}`],
    ])('answers 400 for %s', async (query, message) => {
      const owner = await freshSeller();
      const res = await list(owner.token, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });
  });

  describe('who may call', () => {
    it('answers another seller’s listing with 404 and changes nothing', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      const calls = [
        read(other.token, id),
        edit(other.token, id, { price: 1 }),
        close(other.token, id, 'sold'),
        remove(other.token, id),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, code: 'not_found', message: SELLER_MESSAGES.propertyNotFound });
      }
      expect((await list(other.token)).body.data.map((row) => row.id)).not.toContain(id);
      expect((await read(owner.token, id)).body.data).toMatchObject({ status: 'active', price: 4_500_000 });
      expect((await read(owner.token, 2_000_000_000)).status).toBe(404);
    });

    it('answers a buyer 403 and a visitor 401 on every call', async () => {
      const owner = await freshSeller();
      const id = await listing(owner, 'active');
      const everyCall = (token: string | undefined) => [
        create(token, validFlat()),
        list(token),
        read(token, id),
        edit(token, id, { price: 1 }),
        close(token, id, 'sold'),
        remove(token, id),
      ];
      for (const res of await Promise.all(everyCall(buyer.token))) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, code: 'forbidden', message: SELLER_MESSAGES.sellerRequired });
      }
      for (const res of await Promise.all(everyCall(undefined))) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
      }
      expect(await liveCount(buyer.user.id)).toBe(0);
      expect((await read(owner.token, id)).body.data.status).toBe('active');
    });

    it('answers 400 for an id that is not a positive whole number', async () => {
      const owner = await freshSeller();
      for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(30)]) {
        expect((await read(owner.token, id)).status, id).toBe(400);
        expect((await remove(owner.token, id)).status, id).toBe(400);
      }
    });
  });
});
