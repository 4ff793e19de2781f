/** The bundle rules that `npm run bundle:check` enforces in CI (the home page's, the precache's), as pure functions. */

/**
 * The ceiling for all JavaScript the home page downloads: 100 kB gzip for the app, 1 kB for splitting off
 * the entry (boot.ts, the bundler's runtime helpers in a chunk of their own), which lets a server-rendered
 * page paint before the app's code is fetched (its largest paint went from 1.3-1.8x a bare React page's to
 * under 1x; docs/benchmarks.md), and 0.5 kB for the routes and account state every page now carries
 * (compare, my enquiries, the sign-up dialog kept across a reload; docs/benchmarks.md), and 0.3 kB for
 * what a scaled-out deployment needs in the first chunk: the photo address a page is served with (a CDN's),
 * the worker registered with it, and the reload into a new release when an old one's chunk is gone, and
 * 0.2 kB for search on the device: the page hands the answers it kept itself to the worker's listing
 * store, and the route to what the device saved (docs/offline.md), and 0.2 kB for the client's cache
 * forgetting what nobody reads (a bound and an age) and the one date formatter the offline notice shares,
 * and 0.05 kB for the header's buyer Sign Up (a dialog, not the seller's page) beside "Register as seller",
 * and 0.5 kB for Compare on the home page's cards and the compare tray it brings up (the button, the
 * device's selection read, the tray's mount point; the tray itself and what a press does load when used),
 * and 0.15 kB for Back closing an open sheet or dialog (the router's half: a link followed from an overlay
 * takes its history entry; the hook itself comes with the overlays) and the amber tone of an old
 * confirmation on every card. Then the route titles left the first load (route-titles.ts, loaded by the
 * pages that show one; -0.6 kB), and the budget went back to 102.25 kB. Then 0.2 kB for a rental's terms
 * on every card ("For Family · Pets OK"), "Delhi NCR" in the location picker and the top bar's mark that
 * 'Post property for Free' is a wish to post (post-param.ts, apart from the seller pages' helpers). Then
 * 0.05 kB for reading the deployment's map tiles out of the site config, which every page reads at start.
 */
export const HOME_JS_BUDGET_BYTES = 102_500;

/** The target (not yet met: docs/benchmarks.md explains the gap). */
export const HOME_JS_TARGET_BYTES = 90_000;

/** How far above the recorded figure a change may take the home page before CI fails. */
export const REGRESSION_ALLOWANCE_BYTES = 5_000;

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Why this build fails the check (empty when it passes). */
export function bundleFailures(totalBytes: number, recordedBytes: number): string[] {
  const failures: string[] = [];
  if (totalBytes > HOME_JS_BUDGET_BYTES) failures.push(`Over budget by ${kb(totalBytes - HOME_JS_BUDGET_BYTES)}.`);
  const change = totalBytes - recordedBytes;
  if (change > REGRESSION_ALLOWANCE_BYTES)
    failures.push(
      `A regression of ${kb(change)} over the recorded figure (more than ${kb(REGRESSION_ALLOWANCE_BYTES)}): make the home page lighter, or record a deliberate change with --update-baseline.`,
    );
  return failures;
}

/**
 * The ceiling for what every visitor's service worker downloads at install (gzip, as the server sends it):
 * the shell and every public page's code (docs/benchmarks.md, "Service worker and precache"). The
 * product's ceiling is 1 MB; the whole app's JavaScript and CSS is about 410 kB gzip.
 */
export const PRECACHE_BUDGET_BYTES = 1_000_000;

/** Why this build's precache fails the check (empty when it passes). */
export const precacheFailures = (publicGzipBytes: number): string[] =>
  publicGzipBytes > PRECACHE_BUDGET_BYTES
    ? [
        `The service worker's precache is over budget by ${kb(publicGzipBytes - PRECACHE_BUDGET_BYTES)}: leave a heavy part out of the public pages, or behind a role (build/precache-roles.ts).`,
      ]
    : [];
