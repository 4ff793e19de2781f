/**
 * Insights API (contract: src/shared/insights/insights-contract.ts). Answers are `{ success, data }`,
 * public and cacheable for five minutes: they summarise thousands of listings and change slowly.
 */

import { CACHE_CONTROL } from '../../lib/cache-control';
import { publicEtag } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { memoInsight } from './insights.cache';
import { cityInsights, localityInsights, priceTrends } from './insights.service';

const CACHE_FOR_FIVE_MINUTES = CACHE_CONTROL.fiveMinutes;

// Past the five minutes, a browser revalidates: a 304 while the figures are unchanged.
export const insightsRoutes = endpointRoutes({
  'GET /api/insights/cities': [
    publicEtag,
    async (c, { json }) => {
      const { db } = c.var.deps.database;
      const data = await memoInsight(db, 'cities', () => cityInsights(db));
      c.header('Cache-Control', CACHE_FOR_FIVE_MINUTES);
      return json({ success: true, data });
    },
  ],
  'GET /api/insights/localities': [
    publicEtag,
    async (c, { query: { city }, json }) => {
      const { db } = c.var.deps.database;
      const data = await memoInsight(db, `localities:${city.toLowerCase()}`, () => localityInsights(db, city));
      c.header('Cache-Control', CACHE_FOR_FIVE_MINUTES);
      return json({ success: true, data });
    },
  ],
  'GET /api/insights/price-trends': [
    publicEtag,
    async (c, { query, json }) => {
      const city = query.city || undefined;
      const { db } = c.var.deps.database;
      const data = await memoInsight(db, `trends:${city?.toLowerCase() ?? ''}`, () => priceTrends(db, city));
      c.header('Cache-Control', CACHE_FOR_FIVE_MINUTES);
      return json({ success: true, data });
    },
  ],
});
