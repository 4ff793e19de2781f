/**
 * Insights API (contract: src/shared/insights/insights-contract.ts). Answers are `{ success, data }`,
 * public and cacheable for five minutes: they summarise thousands of listings and change slowly.
 */

import { Hono } from 'hono';
import { localitiesQuery, trendsQuery } from '../../../shared/endpoints/public.endpoints';
import type { AppEnv } from '../../app-env';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { publicEtag } from '../../lib/conditional-get';
import { parseOrFail } from '../../lib/validate';
import { memoInsight } from './insights.cache';
import { cityInsights, localityInsights, priceTrends } from './insights.service';

const CACHE_FOR_FIVE_MINUTES = CACHE_CONTROL.fiveMinutes;

export const insightsRoutes = new Hono<AppEnv>()
  // Past the five minutes, a browser revalidates: a 304 while the figures are unchanged.
  .use('/insights/*', publicEtag)
  .get('/insights/cities', async (c) => {
    const { db } = c.var.deps.database;
    const data = await memoInsight(db, 'cities', () => cityInsights(db));
    c.header('Cache-Control', CACHE_FOR_FIVE_MINUTES);
    return c.json({ success: true, data });
  })
  .get('/insights/localities', async (c) => {
    const { city } = parseOrFail(localitiesQuery, c.req.query());
    const { db } = c.var.deps.database;
    const data = await memoInsight(db, `localities:${city.toLowerCase()}`, () => localityInsights(db, city));
    c.header('Cache-Control', CACHE_FOR_FIVE_MINUTES);
    return c.json({ success: true, data });
  })
  .get('/insights/price-trends', async (c) => {
    const city = parseOrFail(trendsQuery, c.req.query()).city || undefined;
    const { db } = c.var.deps.database;
    const data = await memoInsight(db, `trends:${city?.toLowerCase() ?? ''}`, () => priceTrends(db, city));
    c.header('Cache-Control', CACHE_FOR_FIVE_MINUTES);
    return c.json({ success: true, data });
  });
