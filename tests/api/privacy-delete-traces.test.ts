/**
 * What a deleted account did to others stops counting: its open reports go, so a listing it helped hold
 * for reports comes back when too few reporters are left, and its helpful marks come off the reviews'
 * counts. Through the API, as the person and the visitors would see it, on both databases.
 */
import { beforeAll, expect, it } from 'vitest';
import { PRIVACY_PATHS } from '../../src/shared/accounts/privacy-contract';
import type { PropertyDetail } from '../../src/shared/listings/listing-types';
import { REPORT_HOLD_THRESHOLD } from '../../src/shared/reports/report-contract';
import type { LocalityReviews, ReviewSaved } from '../../src/shared/reviews/review-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { myReviewPath, reviewsPath, validReview } from '../fixtures/reviews';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import { PASSWORD } from '../helpers/privacy-api';
import type { Person } from '../helpers/seller-api';

const DELETE = PRIVACY_PATHS.delete.replace(/^\/api/, '');

describeEachDatabase('a deleted account’s reports and helpful marks', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  beforeAll(() => {
    t = adminTestApp(database());
  });
  const deleteAccount = async (who: Person) => {
    const res = await t.call('POST', DELETE, { password: PASSWORD }, who.token);
    expect(res.status, res.body.message).toBe(200);
  };

  it('puts a listing it helped hold back on the site when too few reporters are left', async () => {
    const { db } = database();
    const id = await insertProperty(db, { seller: await insertSeller(db), title: 'Held by three reporters' });
    const reporters: Person[] = [];
    for (let i = 0; i < REPORT_HOLD_THRESHOLD; i++) {
      const reporter = await t.reporter();
      const sent = await t.call('POST', `/properties/${id}/report`, { reason: 'fake' }, reporter.token);
      expect(sent.status, sent.body.message).toBe(201);
      reporters.push(reporter);
    }
    expect((await t.call('GET', `/properties/${id}`)).status).toBe(404);

    await deleteAccount(reporters[0] as Person);
    const back = await t.call<{ data: PropertyDetail }>('GET', `/properties/${id}`);
    expect(back.status).toBe(200);
    expect(back.body.data.title).toBe('Held by three reporters');
    // A new, living reporter holds it again.
    const another = await t.reporter();
    expect((await t.call('POST', `/properties/${id}/report`, { reason: 'sold' }, another.token)).status).toBe(201);
    expect((await t.call('GET', `/properties/${id}`)).status).toBe(404);
  });

  it('takes its helpful marks off the reviews it marked', async () => {
    const { db } = database();
    await insertProperty(db, { seller: await insertSeller(db), locality: 'Kolar Road' });
    const place = 'bhopal/kolar-road';
    const author = await t.buyer();
    const saved = await t.call<{ data: ReviewSaved }>('PUT', myReviewPath(place), validReview(), author.token);
    expect(saved.status, saved.body.message).toBe(201);
    const reviewId = saved.body.data.review.id;
    const readers = [await t.buyer(), await t.buyer()];
    for (const reader of readers)
      expect((await t.call('POST', `/reviews/${reviewId}/helpful`, undefined, reader.token)).status).toBe(200);
    const helpful = async () =>
      (await t.call<{ data: LocalityReviews }>('GET', reviewsPath(place))).body.data.reviews.find(
        (review) => review.id === reviewId,
      )?.helpfulCount;
    expect(await helpful()).toBe(2);

    await deleteAccount(readers[0] as Person);
    expect(await helpful()).toBe(1);
  });
});
