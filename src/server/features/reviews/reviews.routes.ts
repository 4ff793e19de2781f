/**
 * Resident reviews (contract: src/shared/reviews/review-contract.ts). The reads are public, tagged and
 * kept briefly like the landing pages they sit on; a write drops the public answers of its city (the
 * reviews, landing and listing pages there), so the next read shows it. Writes are rate-limited per account.
 */
import { type Context, Hono } from 'hono';
import type { Ok } from '../../../shared/endpoints/endpoint';
import {
  type CityReviews,
  type HelpfulMark,
  type LocalityReviews,
  type MyReview,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  type ReviewSaved,
  reviewInputSchema,
  reviewsQuerySchema,
} from '../../../shared/reviews/review-contract';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser, signedIn } from '../../lib/auth';
import { publicRead } from '../../lib/conditional-get';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsPublicAnswers, publicAnswers } from '../../lib/public-cache';
import { changeTouches, cityTag, readShows } from '../../lib/public-scope';
import { parseId, parseOrFail } from '../../lib/validate';
import { isKnownCity, placeOrFail } from './review-place';
import { cityRatings, ownReview, reviewCity, reviewPage, reviewSummary } from './reviews.query';
import { saveReview, setHelpful } from './reviews.service';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const placeOf = (c: Context<AppEnv>) =>
  placeOrFail(c.var.deps.database.db, c.req.param('city') ?? '', c.req.param('locality') ?? '');

/** A change to review `id` touches its city's public answers. */
export async function touchesReviewCity(c: Context<AppEnv>, id: number): Promise<void> {
  const city = await reviewCity(c.var.deps.database.db, id);
  if (city) changeTouches(c, cityTag(city));
}

const helpful = (marked: boolean) => async (c: Context<AppEnv>) => {
  const id = parseId(c.req.param('id'));
  const { viewer } = signedIn(c);
  await c.var.deps.rateLimits.consume('reviewHelpfulPerUser', String(viewer.userId));
  const data = await setHelpful(c.var.deps.database.db, id, viewer.userId, marked);
  await touchesReviewCity(c, id);
  const message = marked ? REVIEW_MESSAGES.markedHelpful : REVIEW_MESSAGES.unmarkedHelpful;
  return c.json<Ok<HelpfulMark> & { message: string }>({ success: true, message, data });
};

export const reviewsRoutes = new Hono<AppEnv>()
  .get('/reviews/:city/:locality', publicAnswers(), publicRead, async (c) => {
    const { sort, page } = parseOrFail(reviewsQuerySchema, c.req.query());
    const place = await placeOf(c);
    readShows(c, cityTag(place.city));
    const db = c.var.deps.database.db;
    const [summary, reviews] = await Promise.all([
      reviewSummary(db, place.placeKey),
      reviewPage(db, place.placeKey, sort, page),
    ]);
    const data: LocalityReviews = { ...place, summary, sort, page, pageSize: REVIEW_PAGE_SIZE, reviews };
    return c.json<Ok<LocalityReviews>>({ success: true, data });
  })
  .get('/reviews/:city', publicAnswers(), publicRead, async (c) => {
    const city = c.req.param('city');
    // A city's slug only: anything else names no city (and never reaches the LIKE pattern).
    if (!SLUG.test(city) || city.length > 80) throw new ApiFailure(404, REVIEW_MESSAGES.unknownCity);
    readShows(c, cityTag(city));
    const db = c.var.deps.database.db;
    const localities = await cityRatings(db, city);
    // A city without reviews yet is still a city when its landing page would be served.
    if (localities.length === 0 && !(await isKnownCity(db, city)))
      throw new ApiFailure(404, REVIEW_MESSAGES.unknownCity);
    return c.json<Ok<CityReviews>>({ success: true, data: { city, localities } });
  })
  .get('/me/reviews/:city/:locality', requireUser, async (c) => {
    const place = await placeOf(c);
    const review = await ownReview(c.var.deps.database.db, signedIn(c).viewer.userId, place.placeKey);
    if (!review) throw new ApiFailure(404, REVIEW_MESSAGES.noReviewYet);
    return c.json<Ok<MyReview>>({ success: true, data: review });
  })
  .put('/me/reviews/:city/:locality', dropsPublicAnswers, requireUser, async (c) => {
    const input = parseOrFail(reviewInputSchema, await jsonObjectBody(c));
    const place = await placeOf(c);
    changeTouches(c, cityTag(place.city));
    const { viewer } = signedIn(c);
    await c.var.deps.rateLimits.consume('reviewWritePerUser', String(viewer.userId));
    const data = await saveReview(c.var.deps.database.db, viewer.userId, place, input, appNow(c));
    const message = data.created ? REVIEW_MESSAGES.saved : REVIEW_MESSAGES.updated;
    return c.json<Ok<ReviewSaved> & { message: string }>({ success: true, message, data }, data.created ? 201 : 200);
  })
  .post('/reviews/:id/helpful', dropsPublicAnswers, requireUser, helpful(true))
  .delete('/reviews/:id/helpful', dropsPublicAnswers, requireUser, helpful(false));
