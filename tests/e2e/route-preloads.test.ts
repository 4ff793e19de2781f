/**
 * A page the server rendered paints from its HTML before the app's code is even fetched, and preloads no
 * code, so its first photo has the connection to itself. A page the browser renders names its code in its
 * HTML (`<link rel="modulepreload">`, route-preloads.ts), so the phone fetches it with the entry script
 * instead of one round trip after another. Both checked as a browser sees them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  type BuildManifest,
  MANIFEST_PATH,
  PAGE_MODULES_PATH,
  pageModulesFor,
} from '../../src/server/features/client/route-preloads';
import { propertyDetailPath, searchListingsPath } from '../../src/shared/listings/listing-api-paths';
import { readSearch } from '../../src/shared/listings/search-url';
import { PAGE_DATA_ELEMENT_ID, PAGE_READY_ATTRIBUTE } from '../../src/shared/page-head';
import type { PageModuleMap } from '../../src/shared/page-modules';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, type RouteKey, searchResultsHref } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { PROJECT_ROOT } from '../helpers/server-process';

const clientDir = process.env.CLIENT_DIR ?? join(PROJECT_ROOT, 'dist');
const readManifest = () => JSON.parse(readFileSync(join(clientDir, MANIFEST_PATH), 'utf8')) as BuildManifest;

/**
 * Code the page fetches for idle work (keeping its answers for offline use), not to go live. The idle
 * callback runs whenever the main thread is free, and with a 2 s deadline at the latest, so on a busy
 * machine it can start while the page's own code is still on its way: when it starts is no sign of what
 * the page waited on.
 */
const IDLE_MODULES = ['src/client/features/offline/answers-writer.ts'];

describeInBrowser('what a page loads before it paints and goes live', (e2e) => {
  it('every route has its page modules in the build, as the build names them (a renamed page fails here)', () => {
    const manifest = readManifest();
    const pageModules = JSON.parse(readFileSync(join(clientDir, PAGE_MODULES_PATH), 'utf8')) as PageModuleMap;
    const routes = Object.keys(PATHS) as RouteKey[];
    const withoutPage = routes.filter((key) => pageModulesFor(pageModules, key).length === 0);
    const missing = routes.flatMap((key) => pageModulesFor(pageModules, key)).filter((module) => !manifest[module]);
    expect(withoutPage).toEqual([]);
    expect(missing).toEqual([]);
  });

  it.each([
    ['home', '/', ROUTES.home.title],
    [
      'Bhopal flats',
      searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal', state: 'Madhya Pradesh' }),
      ROUTES.searchResults.title,
    ],
  ])('%s: paints from its HTML before the app is fetched, and preloads no code', async (_name, path, heading) => {
    const { context, page } = await e2e.newPage({ serviceWorkers: 'block', viewport: PHONE });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect([...html.matchAll(/<link rel="modulepreload"/g)]).toEqual([]);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_READY_ATTRIBUTE);
    // The app itself (main.tsx and all it imports): the chunk the entry (boot.ts) imports.
    const manifest = readManifest();
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const app = `/${manifest[entry?.dynamicImports?.[0] ?? '']?.file}`;
    const { paint, appStart, stylesEnd } = await page.evaluate((file) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const path = (entry: PerformanceEntry) => new URL(entry.name).pathname;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        appStart: resources.find((entry) => path(entry) === file)?.startTime,
        stylesEnd: resources.find((entry) => /^\/assets\/style-[\w-]+\.css$/.test(path(entry)))?.responseEnd,
      };
    }, app);
    expect(paint, 'the page painted').toBeTypeOf('number');
    expect(appStart, `${app} was fetched`).toBeTypeOf('number');
    // The first frame waits for the stylesheet; the app is asked for only once a frame has been made (the
    // paint entry's time is when the compositor showed it, a few milliseconds later, so it is no measure).
    expect(stylesEnd, 'the stylesheet loaded').toBeTypeOf('number');
    expect(appStart as number).toBeGreaterThanOrEqual(stylesEnd as number);
    await context.close();
  });

  it('a page the browser renders: every script it needed to go live was named in its HTML', async () => {
    const { context, page } = await e2e.newPage({ serviceWorkers: 'block', viewport: PHONE });
    const response = await page.goto(PATHS.sellerLogin);
    const html = (await response?.text()) ?? '';
    await page.getByRole('heading', { level: 1, name: ROUTES.sellerLogin.title }).waitFor();
    // The scripts asked for before the page was live (PageOutlet marks it); what loads later, when the
    // browser is idle, is not what the first render waits on.
    const scripts = await page.evaluate((mark) => {
      const live = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < live)
        .map((entry) => new URL(entry.name).pathname);
    }, PAGE_READY_ATTRIBUTE);
    expect(scripts.length).toBeGreaterThan(0);
    const named = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    const manifest = readManifest();
    const idle = IDLE_MODULES.map((module) => `/${manifest[module]?.file}`);
    expect(idle.every((file) => file !== '/undefined')).toBe(true);
    expect(scripts.filter((script) => !named.includes(script) && !idle.includes(script))).toEqual([]);
    await context.close();
  });

  it('a property page reads nothing again in the browser: its listing came with its HTML', async () => {
    const search = await fetch(new URL('/api/properties/search?city=Bhopal', e2e.baseUrl));
    const { data } = (await search.json()) as { data: { id: number; title: string }[] };
    const listing = data[0];
    if (!listing) throw new Error('the demo marketplace has no Bhopal listing');
    const { context, page } = await e2e.newPage({ serviceWorkers: 'block', viewport: { width: 360, height: 800 } });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const reads: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname === propertyDetailPath(listing.id)) reads.push(event.initiator.type);
    });
    await page.goto(`${PATHS.propertyProfile}?id=${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await context.close();
  });

  it('a results page runs no search in the browser: its results came with its HTML', async () => {
    const path = searchResultsHref({ propertyType: 'Flat/Apartment', city: 'Bhopal' });
    const request = readSearch(new URL(path, e2e.baseUrl).search).request;
    const answer = await fetch(new URL(searchListingsPath(request), e2e.baseUrl));
    const first = ((await answer.json()) as { data: { title: string }[] }).data[0];
    if (!first) throw new Error('the demo marketplace has no Bhopal flat');
    const { context, page } = await e2e.newPage({ serviceWorkers: 'block', viewport: PHONE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const searches: { url: string; initiator: string }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      const url = new URL(event.request.url);
      if (url.pathname === '/api/properties/search')
        searches.push({ url: url.pathname + url.search, initiator: event.initiator.type });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: first.title }).first().waitFor();
    expect(searches).toEqual([]);
    // The answer the page was rendered from is in it, under the very path the page reads.
    const embedded = await page.locator(`#${PAGE_DATA_ELEMENT_ID}`).textContent();
    expect(Object.keys(JSON.parse(embedded ?? '{}') as object)).toContain(searchListingsPath(request));
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    "%s: a property's first photo paints from the HTML in the gallery, and nothing moves when the page hydrates",
    async (_name, viewport) => {
      const search = await fetch(new URL('/api/properties/search?city=Bhopal', e2e.baseUrl));
      const { data } = (await search.json()) as { data: { id: number; title: string; coverPhoto: string | null }[] };
      const listing = data.find((card) => card.coverPhoto);
      if (!listing?.coverPhoto) throw new Error('the demo marketplace has no Bhopal listing with a photo');
      const path = `${PATHS.propertyProfile}?id=${listing.id}`;
      const box = (page: import('playwright-core').Page, selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
          });

      // Before any script: the HTML alone paints the photo.
      const bare = await e2e.newPage({ serviceWorkers: 'block', viewport, javaScriptEnabled: false });
      await bare.page.goto(path);
      const painted = await box(bare.page, `img[srcset*="${listing.coverPhoto}"]`);
      await bare.context.close();
      expect(painted.width).toBeGreaterThan(200);

      const { context, page } = await e2e.newPage({ serviceWorkers: 'block', viewport });
      await page.addInitScript(() => {
        type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        const w = window as unknown as { shifts: number; moved: string[] };
        w.shifts = 0;
        w.moved = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[])
            if (!entry.hadRecentInput) {
              w.shifts += entry.value;
              // What moved, so a failure names it.
              for (const source of entry.sources ?? [])
                w.moved.push((source.node as Element | null)?.outerHTML?.slice(0, 200) ?? String(source.node));
            }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      const gallery = await box(page, `img[srcset*="${listing.coverPhoto}"]`);
      expect(gallery).toEqual(painted);
      const { shifts, moved } = await page.evaluate(() => {
        const w = window as unknown as { shifts: number; moved: string[] };
        return { shifts: w.shifts, moved: w.moved };
      });
      expect(shifts, `moved: ${moved.join(' | ')}`).toBe(0);
      await context.close();
    },
  );
});
