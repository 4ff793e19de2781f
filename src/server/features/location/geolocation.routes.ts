/**
 * GET /api/geolocation/reverse?lat&lon: the Indian city at a point, from the
 * offline gazetteer; no outside service is called. 400 names the bad parameter; 404 when no Indian city
 * is near (the sea, abroad).
 */

import { LOCATION_API_MESSAGES } from '../../../shared/location/location.messages';
import { COUNTRY, formatFullLocation } from '../../../shared/location/location.types';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { publicEtag } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { loadGazetteer } from './gazetteer';
import { findCity } from './nearest-city';

/** The answer depends only on the query and the installed gazetteer: browsers and proxies may keep it. */
const CACHE_FOR_A_DAY = CACHE_CONTROL.day;

export const geolocationRoutes = endpointRoutes({
  'GET /api/geolocation/reverse': [
    publicEtag,
    async (c, { query: { lat, lon }, json }) => {
      const match = findCity(await loadGazetteer(), lat, lon);
      if (!match) throw new ApiFailure(404, LOCATION_API_MESSAGES.noCity, { 'Cache-Control': CACHE_FOR_A_DAY });
      const { city, state } = match;
      c.header('Cache-Control', CACHE_FOR_A_DAY);
      return json({
        success: true,
        message: LOCATION_API_MESSAGES.found,
        data: { city, state, country: COUNTRY, full: formatFullLocation({ city, state }) },
      });
    },
  ],
});
