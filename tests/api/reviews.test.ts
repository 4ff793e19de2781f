/**
 * Resident reviews, written and read: a review publishes at once, shows in the locality's summary and
 * list without the author's private details, is edited in place (one row per account and locality, even
 * under concurrent posts), and bad input is refused with the words the form uses.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { localityReviews } from '../../src/server/features/reviews/reviews.schema';
import { directionTextMessage } from '../../src/shared/plain-text';
import {
  type LocalityReviews,
  type MyReview,
  RATING_LABELS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MESSAGES,
  type ReviewSaved,
  ratingMessage,
  reviewContactMessage,
} from '../../src/shared/reviews/review-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { myReviewPath, reviewsPath, validReview } from '../fixtures/reviews';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('resident reviews: writing and reading', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let resident: Person;

  const put = (place: string, body: unknown, who: Person = resident) =>
    t.call<{ data: ReviewSaved }>('PUT', myReviewPath(place), body, who.token);
  const read = async (place: string, query = '') => {
    const res = await t.call<{ data: LocalityReviews }>('GET', `${reviewsPath(place)}${query}`);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const rowsOf = async (authorId: number) =>
    (await database().db.select({ n: count() }).from(localityReviews).where(eq(localityReviews.authorId, authorId)))[0]
      ?.n;

  beforeAll(async () => {
    t = adminTestApp(database());
    const { db } = database();
    const owner = await insertSeller(db);
    for (const locality of ['Arera Colony', 'Kolar Road', 'Misrod', 'Shahpura'])
      await insertProperty(db, { seller: owner, locality });
    resident = await t.buyer();
  });

  it('publishes a review at once, with the summary and only the author’s first name and initial', async () => {
    const saved = await put('bhopal/arera-colony', validReview());
    expect(saved.status, saved.body.message).toBe(201);
    expect(saved.body.message).toBe(REVIEW_MESSAGES.saved);
    expect(saved.body.data.created).toBe(true);
    expect(saved.body.data.review.status).toBe('published');

    const page = await read('bhopal/arera-colony');
    expect(page).toMatchObject({ city: 'Bhopal', locality: 'Arera Colony', path: '/in/bhopal/arera-colony' });
    expect(page.summary.count).toBe(1);
    expect(page.summary.averages).toEqual({
      overall: 4,
      connectivity: 3,
      safety: 5,
      schools: 4,
      utilities: 2,
      markets: 5,
    });
    expect(page.summary.distribution).toEqual([0, 0, 0, 1, 0]);
    const [review] = page.reviews;
    expect(review?.author).toBe(`${resident.user.firstName} ${resident.user.lastName.charAt(0)}.`);
    expect(review).toMatchObject({ tenure: 'Tenant', stay: '1-3 years', livesThere: true, helpfulCount: 0 });
    const text = JSON.stringify(page);
    expect(text).not.toContain(resident.user.email);
    expect(text).not.toContain(resident.user.lastName);
    expect(text).not.toContain(resident.user.phoneNumber);
  });

  it('edits the one review on a second write, and gives it back to its author', async () => {
    const edited = await put(
      'bhopal/arera-colony',
      validReview({ overall: 2, text: 'The main road is dug up again and autos refuse to come in after dark.' }),
    );
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.message).toBe(REVIEW_MESSAGES.updated);
    expect(edited.body.data.created).toBe(false);
    expect(await rowsOf(resident.user.id)).toBe(1);
    const mine = await t.call<{ data: MyReview }>(
      'GET',
      myReviewPath('bhopal/arera-colony'),
      undefined,
      resident.token,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.ratings.overall).toBe(2);
    expect(mine.body.data.text).toContain('autos refuse');
    const page = await read('bhopal/arera-colony');
    expect(page.summary).toMatchObject({ count: 1, distribution: [0, 1, 0, 0, 0] });
  });

  it('keeps exactly one review when one account posts many at once', async () => {
    const person = await t.buyer();
    const replies = await Promise.all(
      [1, 2, 3, 4, 5, 5, 4, 3].map((overall) => put('bhopal/kolar-road', validReview({ overall }), person)),
    );
    for (const reply of replies) expect([200, 201], reply.body.message).toContain(reply.status);
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(await rowsOf(person.user.id)).toBe(1);
    expect((await read('bhopal/kolar-road')).summary.count).toBe(1);
  });

  it('averages several residents to one decimal, newest first', async () => {
    const [a, b] = [await t.buyer(), await t.buyer()];
    expect((await put('bhopal/misrod', validReview({ overall: 5, safety: 4 }), a)).status).toBe(201);
    expect((await put('bhopal/misrod', validReview({ overall: 4, safety: 4 }), b)).status).toBe(201);
    expect((await put('bhopal/misrod', validReview({ overall: 4, safety: 5 }))).status).toBe(201);
    const page = await read('bhopal/misrod', '?sort=newest');
    expect(page.summary).toMatchObject({ count: 3, distribution: [0, 0, 0, 2, 1] });
    expect(page.summary.averages.overall).toBe(4.3);
    expect(page.summary.averages.safety).toBe(4.3);
    expect(page.reviews.map((review) => review.ratings.overall)).toEqual([4, 4, 5]);
    const city = await t.call<{ data: { localities: { locality: string; overall: number; count: number }[] } }>(
      'GET',
      '/reviews/bhopal',
    );
    // Kolar Road's one review ends at whichever concurrent write came last: only the order around it is fixed.
    const rated = city.body.data.localities;
    expect(rated.find((entry) => entry.locality === 'Misrod')).toMatchObject({ overall: 4.3, count: 3 });
    expect(rated.map((entry) => entry.overall)).toEqual([...rated.map((entry) => entry.overall)].sort((a, b) => b - a));
  });

  it('answers 404 with the person’s words for a locality the site does not know', async () => {
    for (const place of ['bhopal/atlantis-nagar', 'nowhere/arera-colony', 'bhopal/Arera Colony'.replace(' ', '%20')]) {
      const written = await put(place, validReview());
      expect(written.status, place).toBe(404);
      expect(written.body.message).toBe(REVIEW_MESSAGES.unknownLocality);
      const res = await t.call('GET', reviewsPath(place));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'not_found', message: REVIEW_MESSAGES.unknownLocality });
    }
    const city = await t.call('GET', reviewsPath('atlantis'));
    expect(city.status).toBe(404);
    expect(city.body.message).toBe(REVIEW_MESSAGES.unknownCity);
    const none = await t.call('GET', myReviewPath('bhopal/shahpura'), undefined, resident.token);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(REVIEW_MESSAGES.noReviewYet);
  });

  it('refuses ratings out of range, not whole, as text or missing, naming the rating', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ overall: 0 }, ratingMessage('overall')],
      [{ safety: 6 }, ratingMessage('safety')],
      [{ schools: 3.5 }, ratingMessage('schools')],
      [{ utilities: '5' }, ratingMessage('utilities')],
      [{ markets: undefined }, ratingMessage('markets')],
      [{ connectivity: null }, ratingMessage('connectivity')],
    ];
    for (const [change, message] of cases) {
      const res = await put('bhopal/shahpura', validReview(change));
      expect(res.status, message).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'validation_failed', message });
    }
    expect(ratingMessage('safety')).toBe(`${RATING_LABELS.safety} must be a rating from 1 to 5`);
  });

  it('refuses empty, short, huge, emoji-only, hostile or contact-carrying text, and unknown choices', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '' }, REVIEW_TEXT_MESSAGES.required],
      [{ text: '     \n\t  ' }, REVIEW_TEXT_MESSAGES.required],
      [{ text: undefined }, REVIEW_TEXT_MESSAGES.required],
      [{ text: 'Nice area.' }, REVIEW_TEXT_MESSAGES.tooShort],
      [{ text: 'Good locality. '.repeat(200) }, REVIEW_TEXT_MESSAGES.tooLong],
      [{ text: '😀🏠🌳🚌👍'.repeat(8) }, REVIEW_TEXT_MESSAGES.words],
      [{ text: 'Great place \u202Eto live, safe and green with markets nearby.' }, directionTextMessage('Your review')],
      [{ text: 'Nice flats here, call the society office on 98765 43210 for a visit.' }, reviewContactMessage],
      [{ text: 'Ask me anything about this colony at ramesh.kumar@gmail.com please.' }, reviewContactMessage],
      [{ tenure: 'Landlord' }, REVIEW_TEXT_MESSAGES.tenure],
      [{ stay: '10 years' }, REVIEW_TEXT_MESSAGES.stay],
      [{ livesThere: 'yes' }, REVIEW_TEXT_MESSAGES.livesThere],
    ];
    for (const [change, message] of cases) {
      const res = await put('bhopal/shahpura', validReview(change));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await put('bhopal/shahpura', '[1,2]')).status).toBe(400);
    expect((await read('bhopal/shahpura')).summary.count).toBe(0);
  });

  it('asks a visitor to log in before writing or reading their own review', async () => {
    expect((await t.call('PUT', myReviewPath('bhopal/shahpura'), validReview())).status).toBe(401);
    expect((await t.call('GET', myReviewPath('bhopal/shahpura'))).status).toBe(401);
  });
});
