/**
 * GET /api/compare: public facts of up to four properties in the order asked, the locality's resident
 * rating when it has one, missing listings named, and every malformed list of ids refused in words.
 */
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { localityReviews } from '../../src/server/features/reviews/reviews.schema';
import { COMPARE_LIMITS, COMPARE_MESSAGES, type CompareAnswer } from '../../src/shared/compare/compare-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { type ApiClient, apiClient } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('compare', (database) => {
  let t: ApiClient;
  const ids: Record<string, number> = {};

  const compare = (query: string) => t.call<CompareAnswer>('GET', `/compare${query}`);

  beforeAll(async () => {
    const db = database().db;
    t = apiClient(database());
    const seller = await insertSeller(db, { sellerType: 'Agent' });
    ids.flat = await insertProperty(db, {
      seller,
      title: 'Sunny 3 BHK in Arera Colony',
      bedrooms: 3,
      floor: 4,
      totalFloors: 9,
      furnishing: 'Semi-Furnished',
      possession: 'Ready to Move',
      ageYears: 5,
      amenities: ['Lift', 'Power Backup'],
      price: 8_500_000,
      areaValue: 1700,
    });
    ids.plot = await insertProperty(db, {
      seller,
      title: 'Corner plot near Kolar Road',
      propertyType: 'Plot',
      locality: 'Kolar Road',
      price: 3_000_000,
      photos: 0,
    });
    ids.other = await insertProperty(db, { seller, title: 'Office on MP Nagar', propertyType: 'Office Space' });
    ids.fourth = await insertProperty(db, { seller, title: 'Builder floor in Shahpura' });
    ids.fifth = await insertProperty(db, { seller, title: 'Villa in Bawadiya Kalan' });
    ids.sold = await insertProperty(db, { seller, status: 'sold' });
    ids.pending = await insertProperty(db, { seller, status: 'pending', publishedAt: null });

    // Two residents of Arera Colony (one review hidden by an admin, which does not count).
    const author = (n: number) =>
      db
        .insert(users)
        .values({
          firstName: 'Ravi',
          lastName: `Resident${n}`,
          email: `resident${n}.${Date.now()}@example.test`,
          phoneNumber: `98${String(Date.now() + n).slice(-8)}`,
          passwordHash: 'not-a-real-hash',
        })
        .returning({ id: users.id });
    const review = (authorId: number, overall: number, status: 'published' | 'hidden' = 'published') => ({
      authorId,
      placeKey: 'bhopal/arera-colony',
      state: 'Madhya Pradesh',
      city: 'Bhopal',
      locality: 'Arera Colony',
      overall,
      connectivity: 4,
      safety: 4,
      schools: 4,
      utilities: 4,
      markets: 4,
      text: 'Quiet lanes, good markets and parks close by.',
      tenure: 'Owner' as const,
      stay: '1-3 years' as const,
      livesThere: true,
      status,
      hiddenReason: status === 'hidden' ? 'Off topic' : null,
    });
    const [[a], [b], [c]] = await Promise.all([author(1), author(2), author(3)]);
    if (!a || !b || !c) throw new Error('insert failed');
    await db.insert(localityReviews).values([review(a.id, 5), review(b.id, 4), review(c.id, 1, 'hidden')]);
  });

  it('answers the properties side by side, in the order asked, with their public facts', async () => {
    const res = await compare(`?ids=${ids.plot},${ids.flat},${ids.other}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.id)).toEqual([ids.plot, ids.flat, ids.other]);
    expect(res.body.missing).toEqual([]);
    expect(res.body.data[1]).toMatchObject({
      title: 'Sunny 3 BHK in Arera Colony',
      price: 8_500_000,
      pricePerSqft: 5000,
      area: { value: 1700, unit: 'sq.ft', sqft: 1700 },
      bedrooms: 3,
      floor: 4,
      totalFloors: 9,
      furnishing: 'Semi-Furnished',
      possession: 'Ready to Move',
      ageYears: 5,
      amenities: ['Lift', 'Power Backup'],
      location: { city: 'Bhopal', locality: 'Arera Colony' },
    });
    // Public data only: nothing about the seller or the listing's moderation.
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/phone|email|sellerId|status|views/i);
  });

  it('gives the locality rating from published reviews, and none where nobody has written one', async () => {
    const res = await compare(`?ids=${ids.flat},${ids.plot}`);
    const [flat, plot] = res.body.data;
    expect(flat?.localityRating).toEqual({ overall: 4.5, count: 2, path: '/in/bhopal/arera-colony' });
    expect(plot?.localityRating).toBeNull();
  });

  it('names the listings that are not public and answers the rest; 404 when none is', async () => {
    const res = await compare(`?ids=${ids.sold},${ids.flat},${ids.pending},999999`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.id)).toEqual([ids.flat]);
    expect(res.body.missing).toEqual([ids.sold, ids.pending, 999999]);

    const none = await compare(`?ids=${ids.sold},999999`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ success: false, message: COMPARE_MESSAGES.noneAvailable });
  });

  it(`takes up to ${COMPARE_LIMITS.max} and refuses more`, async () => {
    const four = [ids.flat, ids.plot, ids.other, ids.fourth];
    expect((await compare(`?ids=${four.join(',')}`)).body.data).toHaveLength(4);
    const five = await compare(`?ids=${[...four, ids.fifth].join(',')}`);
    expect(five.status).toBe(400);
    expect(five.body.message).toBe(COMPARE_MESSAGES.full);
    const hundred = await compare(`?ids=${Array.from({ length: 100 }, (_, i) => i + 1).join(',')}`);
    expect(hundred.status).toBe(400);
    expect(hundred.body.message).toBe(COMPARE_MESSAGES.full);
  });

  it('refuses a duplicate', async () => {
    const res = await compare(`?ids=${ids.flat},${ids.plot},${ids.flat}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: COMPARE_MESSAGES.duplicateIds });
  });

  it.each([
    ['no ids at all', '', COMPARE_MESSAGES.noIds],
    ['empty', '?ids=', COMPARE_MESSAGES.noIds],
    ['spaces', '?ids=%20%20', COMPARE_MESSAGES.noIds],
    ['letters', '?ids=abc', COMPARE_MESSAGES.badIds],
    ['a word among numbers', '?ids=1,two', COMPARE_MESSAGES.badIds],
    ['an empty item', '?ids=1,,2', COMPARE_MESSAGES.badIds],
    ['a trailing comma', '?ids=1,2,', COMPARE_MESSAGES.badIds],
    ['a negative number', '?ids=-1', COMPARE_MESSAGES.badIds],
    ['zero', '?ids=0', COMPARE_MESSAGES.badIds],
    ['a fraction', '?ids=1.5', COMPARE_MESSAGES.badIds],
    ['an exponent', '?ids=1e3', COMPARE_MESSAGES.badIds],
    ['eleven digits', '?ids=99999999999', COMPARE_MESSAGES.badIds],
    ['beyond a 32-bit id', '?ids=3000000000', COMPARE_MESSAGES.badIds],
    ['an emoji', '?ids=%F0%9F%8F%A0', COMPARE_MESSAGES.badIds],
    ['a zero-width space', '?ids=1%E2%80%8B', COMPARE_MESSAGES.badIds],
    ['a bidi override', '?ids=%E2%80%AE1', COMPARE_MESSAGES.badIds],
    ['100,000 digits', `?ids=${'9'.repeat(100_000)}`, COMPARE_MESSAGES.badIds],
  ])('refuses %s in words', async (_label, query, message) => {
    const res = await compare(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });
});
