/**
 * The one way the admin pages call the API: with the signed-in token, resolving with the answer's body on
 * success and rejecting otherwise, so every page's loading state and toast reads the server's message.
 */

import type { ApiError } from '../../../../shared/api';
import type { ApiAnswer, ApiKey } from '../../../../shared/endpoints/api-endpoints';
import { APP_MESSAGES } from '../../../../shared/messages';
import { type ApiCallOptions, api } from '../../../lib/api';
import { type HttpOptions, type HttpResponse, http } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-message';
import { readToken } from '../../accounts/accounts.storage';

/** A refused admin call: the server's message, and its status (401 and 403 end the admin session). */
export class AdminCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The body of a 2xx answer; an AdminCallError for a refusal, a plain Error when no answer came. */
export const adminLoad = <T>(path: string, options: HttpOptions = {}): Promise<T> =>
  settle(http<T | ApiError>(path, { ...options, token: readToken() }));

/** adminLoad for an endpoint named by its key: its method, path and answer's type come from the table. */
export const adminCall = <K extends ApiKey>(key: K, options: Omit<ApiCallOptions<K>, 'token'>): Promise<ApiAnswer<K>> =>
  settle(api(key, { ...options, token: readToken() } as ApiCallOptions<K>));

async function settle<T>(call: Promise<HttpResponse<T | ApiError>>): Promise<T> {
  const answer = await call.catch(() => null);
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body as T;
  throw new AdminCallError(serverMessage(body) ?? APP_MESSAGES.serverError, status);
}
