/**
 * GET /api/places?q: the type-ahead of the seller forms' city (contract in
 * src/shared/location/places-contract.ts). Offline gazetteer only: no outside service is called.
 */
import { CACHE_CONTROL } from '../../lib/cache-control';
import { publicEtag } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { loadGazetteer } from './gazetteer';
import { placeIndexOf } from './place-index';

export const placesRoutes = endpointRoutes({
  'GET /api/places': [
    publicEtag,
    async (c, { query: { q }, json }) => {
      const data = placeIndexOf(await loadGazetteer()).search(q);
      // The answer depends only on the query and the installed gazetteer.
      c.header('Cache-Control', CACHE_CONTROL.day);
      return json({ success: true, data });
    },
  ],
});
