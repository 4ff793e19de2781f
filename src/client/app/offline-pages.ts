/**
 * The pages a buyer opens offline, fetched once per release as soon as a service worker is there to keep
 * them (its runtime cache stores every chunk it serves), so a search, a property or the shortlist opens
 * on the next launch without a network even if the visitor never went there online (and the toaster
 * and the hearts' store, which the first press loads). Done in idle time,
 * after the page has loaded, and skipped under Save-Data.
 */

const WARMED_KEY = 'pc-offline-pages';

const load = () =>
  Promise.all([
    import('../features/listings/pages/SearchResultsPage'),
    import('../features/listings/pages/SearchPage'),
    import('../features/listings/pages/PropertiesPage'),
    import('../features/listings/pages/PropertyDetailPage'),
    import('../features/listings/pages/ProjectDetailPage'),
    import('../features/shortlist/pages/ShortlistPage'),
    import('../features/content/pages/ContactPage'),
    // Code that the first press loads, which may well come offline: the toaster and the shortlist hearts.
    import('./AppToaster'),
    import('../features/shortlist/shortlist-toggle'),
  ]);

export function warmOfflinePages(): void {
  // This module's own URL carries the release's content hash: a new release warms its new chunks.
  const release = import.meta.url;
  if (localStorage.getItem(WARMED_KEY) === release) return;
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1_000));
  idle(() => {
    load().then(
      () => localStorage.setItem(WARMED_KEY, release),
      // Offline or a deploy in between: the next launch tries again.
      () => undefined,
    );
  });
}
