/**
 * The page's typed calls to the API: an endpoint is named by its key in src/shared/endpoints
 * (`api('POST /api/users/login', { json })`), which fixes its method, path, body and the type of its
 * answer. Like http(), every HTTP answer resolves as `{ status, body }`; only no answer rejects.
 */
import type { ApiError } from '../../shared/api';
import type { ApiAnswer, ApiBody, ApiKey, ApiParams, ApiQuery } from '../../shared/endpoints/api-endpoints';
import { apiPath, methodOf, type ParamsArg, withApiQuery } from '../../shared/endpoints/api-path';
import { APP_MESSAGES } from '../../shared/messages';
import { type HttpOptions, type HttpResponse, http } from './http';
import { serverMessage } from './server-message';

/** What any endpoint may answer: its success body, or the error envelope. */
export type Answer<T> = T | ApiError;

export type ApiCallOptions<K extends ApiKey> = Omit<HttpOptions, 'method' | 'json'> & {
  query?: ApiQuery<K>;
  json?: ApiBody<K>;
} & ([keyof ApiParams<K>] extends [never] ? { params?: undefined } : { params: ApiParams<K> });

export function api<K extends ApiKey>(
  key: K,
  ...[options]: [keyof ApiParams<K>] extends [never] ? [options?: ApiCallOptions<K>] : [options: ApiCallOptions<K>]
): Promise<HttpResponse<Answer<ApiAnswer<K>>>> {
  const { params, query, ...rest } = (options ?? {}) as ApiCallOptions<K>;
  const path = withApiQuery<K>(apiPath(key, ...([params] as ParamsArg<K>)), query);
  return http(path, { ...rest, method: methodOf(key) as HttpOptions['method'] });
}

/** The `data` of an answer's body, read as loosely as the body came (an error, or no JSON at all, has none). */
export const dataOf = <T>(body: Answer<{ data: T }> | null): T | undefined => (body as { data?: T } | null)?.data;

/** A refused call: the server's words for the person, and the status. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * For actions whose caller only needs the outcome (a toast, a refreshed list): the body of a 2xx answer;
 * an ApiCallError with the server's message for a refusal; an Error with the generic one when no answer came.
 */
export async function bodyOrThrow<T>(call: Promise<HttpResponse<Answer<T>>>): Promise<T> {
  const answer = await call.catch(() => null);
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body as T;
  throw new ApiCallError(serverMessage(body) ?? APP_MESSAGES.serverError, status);
}
