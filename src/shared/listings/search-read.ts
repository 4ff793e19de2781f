/**
 * A search's parameters read from a query without zod: what `searchParamsSchema` (search-params.ts)
 * gives, for code that must stay small (the service worker's offline searches). Each parameter through
 * its codec in the filter table, then the ranges the right way round; the first problem, worded as the
 * API words it. tests/api/device-search.test.ts checks the two read alike.
 */
import { readParam, SEARCH_PARAM_NAMES, SEARCH_PARAMS, SEARCH_RANGES } from './search-filters';
import type { SearchParams } from './search-params';

export function readSearchParams(
  query: Readonly<Record<string, string | undefined>>,
): { params: SearchParams } | { problem: string } {
  const values: Record<string, unknown> = {};
  for (const name of SEARCH_PARAM_NAMES) {
    const read = readParam(name, query[name]);
    if ('problem' in read) return { problem: read.problem };
    values[name] = read.value;
  }
  const params = values as SearchParams;
  for (const [low, high] of SEARCH_RANGES) {
    const [min, max] = [params[low], params[high]];
    if (min !== undefined && max !== undefined && min > max)
      return { problem: `${SEARCH_PARAMS[low].label} must not be more than ${SEARCH_PARAMS[high].label}` };
  }
  return { params };
}
