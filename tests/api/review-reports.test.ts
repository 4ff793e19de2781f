/**
 * Reports of resident reviews: one per account per review (not one's own, not a hidden one), the reason's
 * words, the hourly allowance shared with listing reports, and the admins' queue, where hiding takes the
 * review off its locality's page and dismissing leaves it, each closing the reports with an audit entry.
 */
import { beforeAll, expect, it } from 'vitest';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { REPORT_LIMITS } from '../../src/shared/reports/report-contract';
import type { LocalityReviews, ReviewSaved } from '../../src/shared/reviews/review-contract';
import { type AdminReviewReport, REVIEW_REPORT_MESSAGES as M } from '../../src/shared/reviews/review-report-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { myReviewPath, reviewsPath, validReview } from '../fixtures/reviews';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { apiClient } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('resident reviews: reports and the admins’ queue', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  const place = 'bhopal/arera-colony';
  const report = (id: number, body: unknown, who?: Person) => t.call('POST', `/reviews/${id}/report`, body, who?.token);
  const queue = async () => {
    const res = await t.call<{ data: AdminReviewReport[]; total: number }>(
      'GET',
      '/admin/review-reports?page=1',
      undefined,
      admin.token,
    );
    expect(res.status, res.body.message).toBe(200);
    return res.body;
  };
  const decide = (id: number, body: unknown) => t.call('POST', `/admin/review-reports/${id}`, body, admin.token);
  const newReview = async () => {
    const author = await t.buyer();
    const saved = await t.call<{ data: ReviewSaved }>('PUT', myReviewPath(place), validReview(), author.token);
    expect(saved.status).toBe(201);
    return { author, id: saved.body.data.review.id };
  };
  const shown = async () =>
    (await t.call<{ data: LocalityReviews }>('GET', reviewsPath(place))).body.data.reviews.map((r) => r.id);

  beforeAll(async () => {
    t = adminTestApp(database());
    const { db } = database();
    await insertProperty(db, { seller: await insertSeller(db), locality: 'Arera Colony' });
    admin = await t.admin();
  });

  it('takes one report per person, in the reporter’s words, and refuses the author and strangers', async () => {
    const { author, id } = await newReview();
    const reader = await t.buyer();
    expect((await report(id, { reason: 'spam' })).body).toMatchObject({ message: M.loginRequired });
    expect((await report(id, { reason: 'spam' }, author)).body).toMatchObject({ message: M.ownReview });
    expect((await report(id, {}, reader)).body).toMatchObject({ message: M.reasonRequired });
    expect((await report(id, { reason: 'other' }, reader)).body).toMatchObject({ message: M.detailsRequired });
    expect((await report(999_999, { reason: 'spam' }, reader)).status).toBe(404);

    const sent = await report(id, { reason: 'personal', details: 'It names my neighbour.' }, reader);
    expect(sent.status, sent.body.message).toBe(201);
    expect(sent.body).toMatchObject({ message: M.sent, data: { reviewId: id, reason: 'personal' } });
    const again = await report(id, { reason: 'spam' }, reader);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyReported);
  });

  it('lists reported reviews for the admin; hide takes one off the page, dismiss leaves it', async () => {
    const hideMe = await newReview();
    const keepMe = await newReview();
    for (const id of [hideMe.id, hideMe.id, keepMe.id]) {
      expect((await report(id, { reason: 'offensive' }, await t.buyer())).status).toBe(201);
    }
    const before = await queue();
    const entry = before.data.find((row) => row.review.id === hideMe.id);
    expect(entry).toMatchObject({ reporters: 2, counts: { offensive: 2, spam: 0 } });
    expect(before.data.some((row) => row.review.id === keepMe.id)).toBe(true);

    const hidden = await decide(hideMe.id, { action: 'hide', reason: 'Abuses a neighbour by name.' });
    expect(hidden.status, hidden.body.message).toBe(200);
    expect(hidden.body.message).toBe(M.hidden);
    expect(await shown()).not.toContain(hideMe.id);
    const dismissed = await decide(keepMe.id, { action: 'dismiss' });
    expect(dismissed.body.message).toBe(M.dismissed);
    expect(await shown()).toContain(keepMe.id);

    const after = await queue();
    expect(after.data.map((row) => row.review.id)).not.toContain(hideMe.id);
    expect(after.data.map((row) => row.review.id)).not.toContain(keepMe.id);
    const twice = await decide(keepMe.id, { action: 'dismiss' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.nothingOpen);
    expect((await auditOf(database(), 'locality_review', keepMe.id)).map((row) => row.action)).toContain(
      'locality_review.dismiss_reports',
    );
    // A hidden review can no longer be reported.
    expect((await report(hideMe.id, { reason: 'spam' }, await t.buyer())).status).toBe(404);
  });

  it('counts reports of reviews against the hourly allowance of reports', async () => {
    const reader = await t.buyer();
    // The reports go to an app with the real allowances (the others run scaled up).
    const limited = apiClient(database(), { rateLimits: createRateLimits({ scale: 1 }) });
    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_LIMITS.perUserPerHour; i++) {
      const { id } = await newReview();
      statuses.push((await limited.call('POST', `/reviews/${id}/report`, { reason: 'spam' }, reader.token)).status);
    }
    expect(statuses.slice(0, REPORT_LIMITS.perUserPerHour)).toEqual(Array(REPORT_LIMITS.perUserPerHour).fill(201));
    expect(statuses.at(-1)).toBe(429);
  });
});
