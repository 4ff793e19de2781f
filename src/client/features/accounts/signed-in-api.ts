/** Typed calls made as the signed-in person (lib/api.ts with the stored session's token). */
import type { ApiAnswer, ApiKey } from '../../../shared/endpoints/api-endpoints';
import { type ApiCallOptions, api, bodyOrThrow } from '../../lib/api';
import { readToken } from './accounts.storage';

export type SignedInCallOptions<K extends ApiKey> = Omit<ApiCallOptions<K>, 'token'>;

/** The answer, as the signed-in person. Every HTTP answer resolves, as with api(). */
export const signedInApi = <K extends ApiKey>(key: K, options?: SignedInCallOptions<K>) =>
  api(key, { ...options, token: readToken() } as ApiCallOptions<K>);

/** The body of a 2xx answer, as the signed-in person; otherwise throws the server's message (bodyOrThrow). */
export const signedInCall = <K extends ApiKey>(key: K, options?: SignedInCallOptions<K>): Promise<ApiAnswer<K>> =>
  bodyOrThrow(signedInApi(key, options));
