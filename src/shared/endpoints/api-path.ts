/**
 * Paths from endpoint keys, checked by the compiler: `apiPath('GET /api/properties/:id', { id: 7 })` is
 * `/api/properties/7`, and a key the table does not have, or a missing parameter, does not compile. The
 * table comes in for its types only: this module is a few lines in any bundle.
 */
import type { ApiKey, ApiParams, ApiQuery } from './api-endpoints';

/** The parameters argument: required exactly when the key's path has parameters. */
export type ParamsArg<K extends ApiKey> = [keyof ApiParams<K>] extends [never]
  ? [params?: undefined]
  : [params: ApiParams<K>];

type Filled<P> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${Filled<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/**
 * The path of a key as a type, parameters as `${string}`: `/api/properties/${string}` for
 * `'GET /api/properties/:id'`. For the few builders the home page loads, which write their paths out so
 * that apiPath's lines stay out of its scripts: the compiler holds each to the table all the same.
 */
export type ApiPathOf<K extends ApiKey> = K extends `${string} ${infer P}` ? Filled<P> : never;

/** The method of a key: `'GET'` for `'GET /api/health'`. */
export const methodOf = <K extends ApiKey>(key: K) =>
  key.slice(0, key.indexOf(' ')) as K extends `${infer M} ${string}` ? M : never;

/** The path of `key` with its parameters filled in (each encoded). */
export function apiPath<K extends ApiKey>(key: K, ...[params]: ParamsArg<K>): string {
  const path = key.slice(key.indexOf(' ') + 1);
  const values = (params ?? {}) as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * WHATWG URLSearchParams, which every place this runs has; shared code is typed without the DOM and Node
 * libraries, so it is reached through `globalThis`, typed as used here.
 */
type QueryParams = { set(name: string, value: string): void; toString(): string };
const QueryParams = (globalThis as unknown as { URLSearchParams: new () => QueryParams }).URLSearchParams;

/** `path` with the query's set values (empty and undefined ones left out), in the order given. */
export function withApiQuery<K extends ApiKey>(path: string, query: ApiQuery<K> | undefined): string {
  const search = new QueryParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
