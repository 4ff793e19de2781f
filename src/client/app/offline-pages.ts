/**
 * The pages a buyer opens offline, fetched once per release as soon as a service worker is there to keep
 * them (its runtime cache stores every chunk it serves), so a search, a property or the shortlist opens
 * on the next launch without a network even if the visitor never went there online (and the toaster
 * and the hearts' store, which the first press loads). Skipped under Save-Data. Importing a module runs
 * it (zod's alone is a 150 ms task on a slow phone), so this waits until the page has settled and then
 * loads one module per idle period, never one long stretch of work while the visitor starts using the page.
 */

import { OFFLINE_PAGES_WARMED_KEY as WARMED_KEY } from '../../shared/offline/offline-contract';
import { type DedicatedPageKey, loadPageCode } from './routes';

/** How long after the worker registers (itself after the page's load event) the first module is fetched. */
const SETTLE_MS = 4_000;

/** The pages used offline, in the order they are warmed; their code is what the routes load (routes.tsx). */
const OFFLINE_PAGES: readonly DedicatedPageKey[] = [
  'searchResults',
  'search',
  'properties',
  'propertyProfile',
  'projectProfile',
  'shortlist',
  'compare',
  'myEnquiries',
  'contact',
];

const LOADERS: (() => Promise<unknown>)[] = [
  ...OFFLINE_PAGES.map((key) => () => loadPageCode(key)),
  // Code that the first press loads, which may well come offline: the toaster and the shortlist hearts.
  () => import('./AppToaster'),
  () => import('../features/shortlist/shortlist-toggle'),
];

export function warmOfflinePages(): void {
  // This module's own URL carries the release's content hash: a new release warms its new chunks.
  const release = import.meta.url;
  if (localStorage.getItem(WARMED_KEY) === release) return;
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1_000));
  const warm = (index: number): void => {
    const load = LOADERS[index];
    if (!load) {
      localStorage.setItem(WARMED_KEY, release);
      return;
    }
    // Offline or a deploy in between: the rest waits for the next launch.
    idle(() =>
      load().then(
        () => warm(index + 1),
        () => undefined,
      ),
    );
  };
  setTimeout(() => warm(0), SETTLE_MS);
}
