/**
 * Sellers list in any Indian city or town of the gazetteer: GET /api/places suggests them (the
 * product's cities first), the seller API refuses a made-up one and stores the gazetteer's state, and a
 * town's listing, once approved, has its city page, its place in the sitemap and its search.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/features/listings/listings.schema';
import { sitemapPath } from '../../src/server/features/seo/sitemaps';
import { moderationPath } from '../../src/shared/admin/moderation-contract';
import type { LandingResponse } from '../../src/shared/landing/landing-contract';
import { landingPath } from '../../src/shared/landing/landing-paths';
import { PLACE_MESSAGES, PLACE_QUERY_MAX, type PlacesResponse } from '../../src/shared/location/places-contract';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

type One = { data: SellerListing; message: string };
const ujjainFlat = (location: Record<string, unknown> = {}) =>
  validFlat({
    title: '2 BHK flat near Mahakal temple',
    // A RERA number names its state's authority: none, so a wrong state is left to the gazetteer.
    reraId: null,
    location: { state: 'Madhya Pradesh', city: 'Ujjain', locality: 'Freeganj', coordinates: null, ...location },
  });

describeEachDatabase('places a seller lists in', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let seller: Person;
  const places = async (query: string) => {
    const res = await t.app.request(`/api/places${query}`);
    return { status: res.status, cache: res.headers.get('Cache-Control'), body: (await res.json()) as PlacesResponse };
  };
  const names = async (q: string) =>
    (await places(`?q=${encodeURIComponent(q)}`)).body.data.map(({ city, state }) => `${city}, ${state}`);

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
    seller = await t.seller();
  });

  describe('GET /api/places', () => {
    it('suggests towns beyond the product’s cities, with their state and position, kept for a day', async () => {
      const { status, body, cache } = await places('?q=ujj');
      expect(status).toBe(200);
      expect(body.data[0]).toEqual({
        city: 'Ujjain',
        state: 'Madhya Pradesh',
        latitude: expect.closeTo(23.18, 1),
        longitude: expect.closeTo(75.78, 1),
      });
      expect(cache).toBe('public, max-age=86400');
    });

    it('puts the product’s cities first, then the biggest places, at most ten', async () => {
      expect((await names('bho'))[0]).toBe('Bhopal, Madhya Pradesh');
      expect((await names('sagar')).slice(0, 2)).toEqual(['Sagar, Madhya Pradesh', 'Sagar, Karnataka']);
      expect(await names('rewa')).toContain('Rewa, Madhya Pradesh');
      expect(await names('bengaluru')).toEqual(expect.arrayContaining(['Bangalore, Karnataka']));
      expect((await names('ka')).length).toBe(10);
      expect(await names('zzqx')).toEqual([]);
    });

    it.each([
      ['', PLACE_MESSAGES.queryRequired],
      ['?q=', PLACE_MESSAGES.queryRequired],
      [`?q=${'a'.repeat(PLACE_QUERY_MAX + 1)}`, PLACE_MESSAGES.queryTooLong],
    ])('answers 400 for “%s”', async (query, message) => {
      const { status, body } = await places(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message });
    });
  });

  describe('the seller’s city', () => {
    it('refuses a made-up city, naming the field', async () => {
      const res = await t.call<One>(
        'POST',
        '/seller/properties',
        ujjainFlat({ city: 'Ujjainpur Nagari' }),
        seller.token,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: PLACE_MESSAGES.unknownCity('City') });
    });

    it('stores the state the gazetteer gives the town', async () => {
      const res = await t.call<One>(
        'POST',
        '/seller/properties',
        ujjainFlat({ state: 'Gujarat', city: 'ujjain' }),
        seller.token,
      );
      expect(res.status).toBe(201);
      expect(res.body.data.location).toMatchObject({ city: 'Ujjain', state: 'Madhya Pradesh' });
    });

    it('keeps a stored city on an edit that does not change it', async () => {
      const made = await t.call<One>('POST', '/seller/properties', ujjainFlat(), seller.token);
      const id = made.body.data.id;
      // A listing placed before the gazetteer rule, in a place it does not know.
      await database().db.update(properties).set({ city: 'Old Ujjain Cantonment' }).where(eq(properties.id, id));
      const res = await t.call<One>('PATCH', `/seller/properties/${id}`, { price: 4_600_000 }, seller.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.location).toMatchObject({ city: 'Old Ujjain Cantonment', state: 'Madhya Pradesh' });
    });
  });

  it('gives an approved town listing its city page, a sitemap entry and its search', async () => {
    const made = await t.call<One>('POST', '/seller/properties', ujjainFlat({ locality: 'Nanakheda' }), seller.token);
    expect(made.status).toBe(201);
    const approved = await t.call(
      'POST',
      moderationPath('property', made.body.data.id, 'approve').replace(/^\/api/, ''),
      undefined,
      admin.token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const page = await t.call<LandingResponse>('GET', '/landing/ujjain');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ city: 'Ujjain', state: 'Madhya Pradesh' });
    expect(page.body.data.listings.map((card) => card.id)).toContain(made.body.data.id);

    const sitemap = await (await t.app.request(sitemapPath('landing', 1))).text();
    expect(sitemap).toContain(`${landingPath({ city: 'Ujjain' })}</loc>`);

    const found = await t.call<{ data: { id: number }[] }>('GET', '/properties/search?city=Ujjain');
    expect(found.body.data.map((card) => card.id)).toContain(made.body.data.id);

    // A town without listings has no page.
    expect((await t.call('GET', '/landing/rewa')).status).toBe(404);
  });
});
