/**
 * Which push endpoints the server will send to. web-push speaks HTTPS only, so an http endpoint could
 * never be delivered. With `publicOnly` (production) an endpoint whose host is this machine or a private
 * network, in any spelling, is refused too: the server would otherwise POST to internal addresses a
 * user chose. A name is checked again against the addresses it resolves to when the alert is sent
 * (push-agent.ts), so a name that later points inside is refused there.
 */
import { SAVED_SEARCH_MESSAGES } from '../../../shared/alerts/saved-search-contract';
import { ApiFailure } from '../../lib/errors';
import { isPublicHostname } from '../../lib/public-address';

export function checkPushEndpoint(endpoint: string, publicOnly: boolean): void {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') throw new ApiFailure(400, SAVED_SEARCH_MESSAGES.pushEndpointNotHttps);
  if (publicOnly && !isPublicHostname(url.hostname)) {
    throw new ApiFailure(400, SAVED_SEARCH_MESSAGES.pushEndpointNotPublic);
  }
}
