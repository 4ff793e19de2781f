/**
 * Resident reviews, judged by others: helpful marks (one per account, not on one's own review, counted
 * exactly under concurrent votes), the admin's hide and unhide (which take the review out of the public
 * answer and its averages, and back, with an audit entry), and the public cache made fresh by each.
 */

import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { createPublicCache } from '../../src/server/lib/public-cache';
import {
  type AdminReview,
  type HelpfulMark,
  type LocalityReviews,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MESSAGES,
  type ReviewSaved,
} from '../../src/shared/reviews/review-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { myReviewPath, reviewsPath, validReview } from '../fixtures/reviews';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

describeEachDatabase('resident reviews: helpful marks and moderation', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let author: Person;
  let admin: Person;
  let reviewId: number;
  const place = 'bhopal/arera-colony';

  const read = async (query = '') => {
    const res = await t.call<{ data: LocalityReviews }>('GET', `${reviewsPath(place)}${query}`);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data;
  };
  const mark = (id: number, who: Person, method: 'POST' | 'DELETE' = 'POST') =>
    t.call<{ data: HelpfulMark }>(method, `/reviews/${id}/helpful`, undefined, who.token);

  beforeAll(async () => {
    t = adminTestApp(database());
    const { db } = database();
    await insertProperty(db, { seller: await insertSeller(db), locality: 'Arera Colony' });
    [author, admin] = [await t.buyer(), await t.admin()];
    const saved = await t.call<{ data: ReviewSaved }>('PUT', myReviewPath(place), validReview(), author.token);
    expect(saved.status).toBe(201);
    reviewId = saved.body.data.review.id;
  });

  it('counts one helpful mark per account, and takes it back', async () => {
    const reader = await t.buyer();
    const first = await mark(reviewId, reader);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body).toMatchObject({ message: REVIEW_MESSAGES.markedHelpful, data: { helpfulCount: 1 } });
    expect((await mark(reviewId, reader)).body.data.helpfulCount).toBe(1);
    expect((await read()).reviews[0]?.helpfulCount).toBe(1);
    const undone = await mark(reviewId, reader, 'DELETE');
    expect(undone.body).toMatchObject({ message: REVIEW_MESSAGES.unmarkedHelpful, data: { helpfulCount: 0 } });
    expect((await mark(reviewId, reader, 'DELETE')).body.data.helpfulCount).toBe(0);
  });

  it('keeps the count exact under concurrent votes, and sorts the most helpful first', async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => t.buyer()));
    // Each reader votes twice at once: six marks, not twelve.
    const replies = await Promise.all(readers.flatMap((reader) => [mark(reviewId, reader), mark(reviewId, reader)]));
    for (const reply of replies) expect(reply.status, reply.body.message).toBe(200);
    expect((await read()).reviews[0]?.helpfulCount).toBe(6);

    const other = await t.buyer();
    expect((await t.call('PUT', myReviewPath(place), validReview({ overall: 2 }), other.token)).status).toBe(201);
    expect((await read('?sort=newest')).reviews.map((review) => review.id)[1]).toBe(reviewId);
    expect((await read('?sort=helpful')).reviews[0]?.id).toBe(reviewId);
  });

  it('refuses a mark on one’s own review, an unknown review, or without a session', async () => {
    const own = await mark(reviewId, author);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(REVIEW_MESSAGES.ownReview);
    const unknown = await mark(987_654, author);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(REVIEW_MESSAGES.notFound);
    expect((await t.call('POST', `/reviews/${reviewId}/helpful`)).status).toBe(401);
    expect((await t.call('POST', '/reviews/abc/helpful', undefined, author.token)).status).toBe(400);
  });

  it('lets an admin hide a review with a reason, out of the list and the averages, and show it again', async () => {
    const before = await read();
    expect(before.summary.count).toBe(2);

    const noReason = await t.call('POST', `/admin/reviews/${reviewId}/hide`, { reason: '  ' }, admin.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(REVIEW_TEXT_MESSAGES.reasonRequired);

    const hidden = await t.call<{ data: AdminReview }>(
      'POST',
      `/admin/reviews/${reviewId}/hide`,
      { reason: 'Names a neighbour' },
      admin.token,
    );
    expect(hidden.status, hidden.body.message).toBe(200);
    expect(hidden.body).toMatchObject({
      message: REVIEW_MESSAGES.hidden,
      data: { status: 'hidden', hiddenReason: 'Names a neighbour' },
    });
    const again = await t.call('POST', `/admin/reviews/${reviewId}/hide`, { reason: 'Twice' }, admin.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REVIEW_MESSAGES.alreadyHidden);

    const after = await read();
    expect(after.summary).toMatchObject({ count: 1, distribution: [0, 1, 0, 0, 0] });
    expect(after.summary.averages.overall).toBe(2);
    expect(after.reviews.map((review) => review.id)).not.toContain(reviewId);
    // The author still sees it, with the reason; a vote on it is refused.
    const mine = await t.call<{ data: { status: string; hiddenReason: string } }>(
      'GET',
      myReviewPath(place),
      undefined,
      author.token,
    );
    expect(mine.body.data).toMatchObject({ status: 'hidden', hiddenReason: 'Names a neighbour' });
    expect((await mark(reviewId, admin)).status).toBe(404);

    const list = await t.call<{ data: AdminReview[]; total: number }>(
      'GET',
      '/admin/reviews?status=hidden',
      undefined,
      admin.token,
    );
    expect(list.body.data.map((review) => review.id)).toEqual([reviewId]);
    expect(list.body.data[0]?.authorEmail).toBe(author.user.email);

    const shown = await t.call('POST', `/admin/reviews/${reviewId}/unhide`, undefined, admin.token);
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe(REVIEW_MESSAGES.unhidden);
    expect((await read()).summary.count).toBe(2);
    expect((await auditOf(database(), 'locality_review', reviewId)).map((entry) => entry.action)).toEqual([
      'locality_review.hide',
      'locality_review.unhide',
    ]);
    expect((await t.call('GET', '/admin/reviews', undefined, author.token)).status).toBe(403);
  });

  it('makes the cached public answer fresh after a write', async () => {
    // An app with a public cache: the anonymous read is kept until a write drops it.
    const cached = sellerTestApp(database(), { publicCache: createPublicCache({ logger: pino({ level: 'silent' }) }) });
    const get = async () => {
      const res = await cached.app.request(`/api${reviewsPath(place)}`);
      return { cache: res.headers.get('cache-control'), body: (await res.json()) as { data: LocalityReviews } };
    };
    const first = await get();
    expect(first.cache).toContain('public');
    expect((await get()).body.data.summary.count).toBe(first.body.data.summary.count);
    const newcomer = await cached.buyer();
    const put = await cached.call('PUT', myReviewPath(place), validReview({ overall: 5 }), newcomer.token);
    expect(put.status).toBe(201);
    expect((await get()).body.data.summary.count).toBe(first.body.data.summary.count + 1);
  });
});
