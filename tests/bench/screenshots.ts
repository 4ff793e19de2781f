/**
 * The README's screenshots: real Chromium on the real server with the demo marketplace, at a phone
 * (360x800) and a desktop (1366x768) width, of the home page, search results, a property and a service
 * page, and of a new seller's dashboard, listings and add-property form. Writes
 * docs/screenshots/<page>-<width>.png.
 *
 *   npm run screenshots
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import { DESKTOP, findChromium, launchChromium, PHONE } from '../helpers/browser';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';
import { PROJECT_ROOT, startServer } from '../helpers/server-process';
import { sellerWithListing } from './screenshot-seller';

const OUT = join(PROJECT_ROOT, 'docs', 'screenshots');
const BHOPAL = { city: 'Bhopal', state: 'Madhya Pradesh' };

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('Chromium is needed (apt-get install -y chromium)');
await buildClientIfNeeded();
mkdirSync(OUT, { recursive: true });
const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = await launchChromium(chromiumPath);
try {
  const search = await fetch(`${server.url}/api/properties/search?city=Bhopal&propertyType=Flat%2FApartment`);
  const { data } = (await search.json()) as { data: { id: number; coverPhoto: string | null }[] };
  const property = data.find((listing) => listing.coverPhoto) ?? data[0];
  if (!property) throw new Error('the demo marketplace has no Bhopal flats');
  const pages = {
    home: PATHS.home,
    'search-results': searchResultsHref({ propertyType: 'Flat/Apartment', ...BHOPAL }),
    'property-detail': `${PATHS.propertyProfile}?id=${property.id}`,
    'service-legal': PATHS.serviceLegal,
  };
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block', baseURL: server.url });
    const page = await context.newPage();
    await page.goto(PATHS.about);
    // The visitor picked Bhopal, as the location flow would remember it.
    await page.evaluate((city) => {
      const full = { ...city, country: 'India', full: `${city.city}, ${city.state}, India` };
      const saved = { ...city, country: 'India', fullLocationData: full, coordinates: null, permissionDenied: false };
      localStorage.setItem('location', JSON.stringify(saved));
    }, BHOPAL);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = join(OUT, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(`wrote ${file}`);
    }
    await context.close();
  }

  // The seller area, as a new owner with one listing (three photos) pending review sees it.
  const session = await registerOverApi(server.url, server.dataDir);
  await sellerWithListing(server.url, session.token);
  const sellerPages = {
    'seller-dashboard': PATHS.sellerDashboard,
    'seller-properties': PATHS.sellerProperties,
    'seller-add-property': PATHS.sellerAddProperty,
  };
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block', baseURL: server.url });
    const page = await context.newPage();
    await page.goto(PATHS.about);
    await storeSessionIn(page, { ...session, user: { ...session.user, isSeller: true } });
    for (const [name, path] of Object.entries(sellerPages)) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const file = join(OUT, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(`wrote ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
