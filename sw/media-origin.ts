/**
 * Where this deployment serves photos, as the worker's own URL says (`swUrlFor`): `/media` on our origin,
 * or MEDIA_BASE_URL on a CDN's. Photos from the CDN are fetched with CORS rather than as the page's
 * <img> asks (no-cors): an opaque answer cannot be checked (a 404 or an error page would be kept as a
 * photo) and browsers count each one as several megabytes of the storage quota, so a few dozen would
 * evict everything else. The CDN (or bucket) must therefore answer photo requests with
 * Access-Control-Allow-Origin; where it does not, the photo is still shown, just not kept offline.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { mediaBaseUrl, setMediaBaseUrl } from '../src/shared/media';
import { SW_MEDIA_PARAM } from '../src/shared/sw-protocol';
import type { WorkerScope } from './sw-scope';

declare const self: WorkerScope;

setMediaBaseUrl(new URL(self.location.href).searchParams.get(SW_MEDIA_PARAM));

/** Every photo URL starts with this (absolute). */
const photoPrefix = `${new URL(mediaBaseUrl(), self.location.origin).href}/`;
const mediaOrigin = new URL(photoPrefix).origin;

/** A photo served from another origin than ours (the CDN), which the images route keeps too. */
export const isForeignPhoto = (url: URL): boolean =>
  url.origin !== self.location.origin && url.href.startsWith(photoPrefix);

/** The request for a photo at `url`: with CORS from the CDN, as is from our own origin. */
export const photoRequest = (url: string): Request =>
  new URL(url).origin === mediaOrigin && mediaOrigin !== self.location.origin
    ? new Request(url, { mode: 'cors', credentials: 'omit' })
    : new Request(url);

/** Asks the CDN with CORS; if that fails, the page's own request still shows the photo (uncached). */
export const corsForForeignPhotos: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin === mediaOrigin && mediaOrigin !== self.location.origin
      ? photoRequest(request.url)
      : request,
  handlerDidError: async ({ request }) => (isForeignPhoto(new URL(request.url)) ? fetch(request) : undefined),
};
