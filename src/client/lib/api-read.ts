/**
 * A read named by its endpoint: the key fixes the answer's type, so a component's `pick` is checked
 * against what the endpoint answers, and the key with its params and query says which resources the read
 * shows (api-resources.ts), so a write can drop exactly the reads it changed. Features build these in their
 * `*.api.ts` modules (a key factory per feature); `path` is the cache's key.
 */
import type { ApiKey, ApiParams, ApiQuery } from '../../shared/endpoints/api-endpoints';
import { apiPath, type ParamsArg, withApiQuery } from '../../shared/endpoints/api-path';

export interface ApiReadKey<K extends ApiKey = ApiKey> {
  readonly key: K;
  /** The path and search fetched: the cache keeps one answer per path. */
  readonly path: string;
  readonly params?: ApiParams<K> | undefined;
  readonly query?: ApiQuery<K> | undefined;
}

/**
 * Something a write changes (a listing, the seller's lists): each held read is asked whether it shows it.
 * api-resources.ts names them from one table, which only code that writes loads.
 */
export interface ApiResource {
  readonly name: string;
  /** `read` is missing for an answer no reader has asked for by endpoint (one embedded, never shown). */
  shownBy(read: ApiReadKey | null | undefined): boolean;
}

/** The arguments of `apiRead`: params exactly when the key's path has some, and any query. */
type ReadArgs<K extends ApiKey> = (ParamsArg<K>[0] extends undefined
  ? { params?: undefined }
  : { params: ApiParams<K> }) & { query?: ApiQuery<K> | undefined };

/**
 * `apiRead('GET /api/properties/:id', { params: { id } })`: the read with its path built from the key
 * (each parameter encoded, the query's set values in the order given).
 */
export function apiRead<K extends ApiKey>(key: K, args?: ReadArgs<K>): ApiReadKey<K> {
  const params = args?.params as ApiParams<K> | undefined;
  const path = apiPath(key, ...([params] as ParamsArg<K>));
  return { key, path: withApiQuery<K>(path, args?.query), params, query: args?.query };
}
