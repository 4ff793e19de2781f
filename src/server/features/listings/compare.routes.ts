/**
 * GET /api/compare?ids=12,7,40 (compare-contract.ts): public facts of up to four properties side by side.
 * A public read like the other listing reads: cached while nothing changed, kept by the worker for offline.
 */
import { Hono } from 'hono';
import { COMPARE_MESSAGES, type CompareAnswer, compareQuerySchema } from '../../../shared/compare/compare-contract';
import type { AppEnv } from '../../app-env';
import { publicRead } from '../../lib/conditional-get';
import { ApiFailure } from '../../lib/errors';
import { publicAnswers } from '../../lib/public-cache';
import { parseOrFail } from '../../lib/validate';
import { compareProperties } from './compare.service';

export const compareRoutes = new Hono<AppEnv>().get('/compare', publicAnswers(), publicRead, async (c) => {
  const { ids } = parseOrFail(compareQuerySchema, c.req.query());
  const { data, missing } = await compareProperties(c.var.deps.database.db, ids);
  if (data.length === 0) throw new ApiFailure(404, COMPARE_MESSAGES.noneAvailable);
  return c.json<CompareAnswer>({ success: true, data, missing });
});
