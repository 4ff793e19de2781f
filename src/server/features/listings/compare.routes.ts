/**
 * GET /api/compare?ids=12,7,40 (compare-contract.ts): public facts of up to four properties side by side.
 * A public read like the other listing reads: cached while nothing changed, kept by the worker for offline.
 */
import { COMPARE_MESSAGES } from '../../../shared/compare/compare-contract';
import { publicRead } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { publicAnswers } from '../../lib/public-cache';
import { compareProperties } from './compare.service';

export const compareRoutes = endpointRoutes({
  'GET /api/compare': [
    publicAnswers(),
    publicRead,
    async (c, { query: { ids }, json }) => {
      const { data, missing } = await compareProperties(c.var.deps.database.db, ids);
      if (data.length === 0) throw new ApiFailure(404, COMPARE_MESSAGES.noneAvailable);
      return json({ success: true, data, missing });
    },
  ],
});
