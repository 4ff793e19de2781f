/**
 * Landing pages API (contract: src/shared/landing/landing-contract.ts): `GET /api/landing/:city` and
 * `GET /api/landing/:city/:topic`, where the slugs are the page's own address (`/in/bhopal/flats-for-sale`
 * reads `/api/landing/bhopal/flats-for-sale`). Public, tagged and revalidated like the listing reads;
 * an address naming no city, locality or type and deal we have is a 404 `{ success: false, code, message }`.
 * Anonymous answers are kept briefly in the public cache and dropped by a change to the city's listings.
 */
import type { Context } from 'hono';
import { LANDING_NOT_FOUND_MESSAGE } from '../../../shared/landing/landing-contract';
import { LANDING_ROOT, parseLandingPath } from '../../../shared/landing/landing-paths';
import type { AppEnv } from '../../app-env';
import { publicRead } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { apiError } from '../../lib/errors';
import { publicAnswers } from '../../lib/public-cache';
import { cityTag, readShows } from '../../lib/public-scope';
import { LandingNotFound, landingPage } from './landing.queries';

async function answer(c: Context<AppEnv>, rest: string) {
  const address = parseLandingPath(`${LANDING_ROOT}/${rest}`);
  if (!address) return apiError(c, 404, LANDING_NOT_FOUND_MESSAGE);
  readShows(c, cityTag(address.citySlug));
  try {
    const data = await landingPage(c.var.deps.database.db, address);
    return c.json({ success: true, data });
  } catch (error) {
    if (error instanceof LandingNotFound) return apiError(c, 404, LANDING_NOT_FOUND_MESSAGE);
    throw error;
  }
}

export const landingRoutes = endpointRoutes({
  'GET /api/landing/:city': [publicAnswers(), publicRead, (c) => answer(c, c.req.param('city'))],
  'GET /api/landing/:city/:topic': [
    publicAnswers(),
    publicRead,
    (c) => answer(c, `${c.req.param('city')}/${c.req.param('topic')}`),
  ],
});
