/**
 * Which push endpoints the server will send to. web-push speaks HTTPS only, so an http endpoint could
 * never be delivered. In production an endpoint on this machine or a private network is refused too:
 * the server would otherwise POST to internal addresses a user chose. Tests run a local receiver on
 * https://127.0.0.1, which is why loopback is allowed outside production.
 */
import type { Env } from '../../env';
import { ApiFailure } from '../../lib/errors';

const ENDPOINT_MESSAGE = 'endpoint must be an https URL';

const PRIVATE_HOST = [
  /^localhost$/i,
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
  /^\[(::1?|f[cd][0-9a-f]{0,2}:.*|fe80:.*)\]$/i,
];

export function checkPushEndpoint(endpoint: string, env: Pick<Env, 'NODE_ENV'>): void {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') throw new ApiFailure(400, ENDPOINT_MESSAGE);
  if (env.NODE_ENV === 'production' && PRIVATE_HOST.some((pattern) => pattern.test(url.hostname))) {
    throw new ApiFailure(400, ENDPOINT_MESSAGE);
  }
}
