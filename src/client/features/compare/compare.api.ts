/** The comparison's API read, shared by the compare page and the tray (one cache entry for both). */
import { type CompareAnswer, compareApiPath } from '../../../shared/compare/compare-constants';
import type { ApiReadKey } from '../../lib/api-read';

export type Comparison = Pick<CompareAnswer, 'data' | 'missing'>;

export const pickComparison = (body: Partial<CompareAnswer>): Comparison | undefined =>
  Array.isArray(body.data) ? { data: body.data, missing: Array.isArray(body.missing) ? body.missing : [] } : undefined;

// At the shared builder's path: the server's render and the worker's saved answers are matched by it.
export const compareRead = (ids: string): ApiReadKey<'GET /api/compare'> => ({
  key: 'GET /api/compare',
  path: compareApiPath(ids),
});
