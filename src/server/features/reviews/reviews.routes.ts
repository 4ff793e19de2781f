/**
 * Resident reviews (contract: src/shared/reviews/review-contract.ts). The reads are public, tagged and
 * kept briefly like the landing pages they sit on; a write drops the public answers of its city (the
 * reviews, landing and listing pages there), so the next read shows it. Writes are rate-limited per account.
 */
import type { Context } from 'hono';
import type { Ok } from '../../../shared/endpoints/endpoint';
import { type HelpfulMark, REVIEW_MESSAGES, REVIEW_PAGE_SIZE } from '../../../shared/reviews/review-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { publicRead } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { dropsPublicAnswers, publicAnswers } from '../../lib/public-cache';
import { changeTouches, cityTag, readShows } from '../../lib/public-scope';
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

const helpful = (marked: boolean) => async (c: Context<AppEnv>, id: number) => {
  const { viewer } = signedIn(c);
  await c.var.deps.rateLimits.consume('reviewHelpfulPerUser', String(viewer.userId));
  const data = await setHelpful(c.var.deps.database.db, id, viewer.userId, marked);
  await touchesReviewCity(c, id);
  const message = marked ? REVIEW_MESSAGES.markedHelpful : REVIEW_MESSAGES.unmarkedHelpful;
  return c.json<Ok<HelpfulMark> & { message: string }>({ success: true, message, data });
};

export const reviewsRoutes = endpointRoutes({
  'GET /api/reviews/:city/:locality': [
    publicAnswers(),
    publicRead,
    async (c, { query: { sort, page }, json }) => {
      const place = await placeOf(c);
      readShows(c, cityTag(place.city));
      const db = c.var.deps.database.db;
      const [summary, reviews] = await Promise.all([
        reviewSummary(db, place.placeKey),
        reviewPage(db, place.placeKey, sort, page),
      ]);
      return json({ success: true, data: { ...place, summary, sort, page, pageSize: REVIEW_PAGE_SIZE, reviews } });
    },
  ],
  'GET /api/reviews/:city': [
    publicAnswers(),
    publicRead,
    async (c, { json }) => {
      const city = c.req.param('city');
      // A city's slug only: anything else names no city (and never reaches the LIKE pattern).
      if (!SLUG.test(city) || city.length > 80) throw new ApiFailure(404, REVIEW_MESSAGES.unknownCity);
      readShows(c, cityTag(city));
      const db = c.var.deps.database.db;
      const localities = await cityRatings(db, city);
      // A city without reviews yet is still a city when its landing page would be served.
      if (localities.length === 0 && !(await isKnownCity(db, city)))
        throw new ApiFailure(404, REVIEW_MESSAGES.unknownCity);
      return json({ success: true, data: { city, localities } });
    },
  ],
  'GET /api/me/reviews/:city/:locality': async (c, { json }) => {
    const place = await placeOf(c);
    const review = await ownReview(c.var.deps.database.db, signedIn(c).viewer.userId, place.placeKey);
    if (!review) throw new ApiFailure(404, REVIEW_MESSAGES.noReviewYet);
    return json({ success: true, data: review });
  },
  'PUT /api/me/reviews/:city/:locality': [
    dropsPublicAnswers,
    async (c, { body, json }) => {
      const place = await placeOf(c);
      changeTouches(c, cityTag(place.city));
      const { viewer } = signedIn(c);
      await c.var.deps.rateLimits.consume('reviewWritePerUser', String(viewer.userId));
      const data = await saveReview(c.var.deps.database.db, viewer.userId, place, body, appNow(c));
      const message = data.created ? REVIEW_MESSAGES.saved : REVIEW_MESSAGES.updated;
      return json({ success: true, message, data }, data.created ? 201 : 200);
    },
  ],
  'POST /api/reviews/:id/helpful': [dropsPublicAnswers, (c, { id }) => helpful(true)(c, id)],
  'DELETE /api/reviews/:id/helpful': [dropsPublicAnswers, (c, { id }) => helpful(false)(c, id)],
});
