/**
 * Asks the service worker to save the visitor's city for offline use (its first results, featured
 * listings and their thumbnails), once per city per page session. Save-Data or a metered or slow
 * connection asks for the lite prefetch (fewer thumbnails).
 */
import { type PrefetchCityMessage, SW_MESSAGES } from '../../../shared/sw-protocol';
import { postToWorker } from '../offline/post-to-worker';

/** The Network Information API's fields read here (Chromium only; TypeScript's DOM types lack it). */
interface NetworkInformation {
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
}

const asked = new Set<string>();

/** `force`: save it again even if this page already asked (the "Saved for offline" page's buttons). */
export function prefetchCity(city: string, { force = false }: { force?: boolean } = {}): void {
  if (asked.has(city) && !force) return;
  asked.add(city);
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  const lite =
    connection?.saveData === true ||
    connection?.type === 'cellular' ||
    /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '');
  // The screen's size lets the worker save the photo width the cards will ask for here.
  const message: PrefetchCityMessage = {
    type: SW_MESSAGES.prefetchCity,
    city,
    force,
    lite,
    viewportWidth: innerWidth,
    devicePixelRatio,
  };
  postToWorker(message);
}
