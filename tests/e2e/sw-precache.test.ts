/**
 * What the built service worker precaches (docs/offline.md, What a first visit leaves on the phone): the shell
 * and every chunk a public, content or account page can load, its optional parts included, so every such page
 * opens offline after the first install; the seller's and the admin's signed-in pages are tagged with their
 * role, kept only on such a person's device. The pages are found from the build's own manifest (dist/.vite),
 * not named by hash. The figures are printed, and the public precache stays under its budget.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROLE_ROOTS } from '../../build/code-roles';
import { describePrecache, precacheFigures, readPrecacheList } from '../../build/precache-figures';
import type { BuildManifest } from '../../src/server/features/client/route-preloads';
import { MANIFEST_PATH } from '../../src/server/features/client/route-preloads';
import { kb, PRECACHE_BUDGET_BYTES } from '../bench/bundle-verdict';
import { PROJECT_ROOT } from '../helpers/server-process';

const DIST = join(PROJECT_ROOT, 'dist');

/** Pages anyone may open (those an outside walk found failing offline among them) and optional parts. */
const PUBLIC_MODULES = [
  'src/client/features/home/HomePage.tsx',
  'src/client/features/home/HomeSections.tsx',
  'src/client/features/listing-detail/pages/PropertyDetailPage.tsx',
  'src/client/features/photos/PhotoViewer.tsx',
  'src/client/features/reports/ReportDialog.tsx',
  'src/client/features/landing/pages/LandingPage.tsx',
  'src/client/features/enquiries/pages/MyEnquiriesPage.tsx',
  'src/client/features/content/pages/AboutPage.tsx',
  'src/client/features/insights/pages/EmiCalculatorPage.tsx',
  'src/client/features/accounts/pages/ProfilePage.tsx',
  'src/client/features/sellers/pages/SellerPage.tsx',
  'src/client/features/sellers/pages/SellerLoginPage.tsx',
  'src/client/features/sellers/pages/SellerSignupPage.tsx',
  'src/client/features/admin/pages/AdminPage.tsx',
  'src/client/features/admin/pages/AdminLoginPage.tsx',
  'src/client/app/AppToaster.tsx',
];

/** Signed-in pages: never in the public precache. */
const ROLE_MODULES = {
  seller: [
    'src/client/features/sellers/pages/DashboardPage.tsx',
    'src/client/features/sellers/pages/MyPropertiesPage.tsx',
    'src/client/features/sellers/pages/QueriesPage.tsx',
    'src/client/features/sellers/pages/AddPropertyPage.tsx',
  ],
  admin: [
    'src/client/features/admin/pages/AdminDashboardPage.tsx',
    'src/client/features/admin/listings/review/AdminListingReviewPage.tsx',
  ],
} as const;

const readManifest = () =>
  JSON.parse(readFileSync(join(DIST, MANIFEST_PATH), 'utf8')) as BuildManifest & Record<string, { name?: string }>;

/**
 * A module's key in the manifest: its path when it is a chunk of its own, else the chunk the bundler put
 * it in, named after it (the photo viewer, which the admin's review page imports too, is a shared chunk).
 */
function keyOf(manifest: ReturnType<typeof readManifest>, module: string): string {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\/|\.tsx?$/g, '');
  const named = Object.keys(manifest).filter((key) => manifest[key]?.name === name);
  if (named.length !== 1) throw new Error(`${module} is not one chunk of the build (${named.length} named ${name})`);
  return named[0] as string;
}

/** The manifest's chunks the entry can load without passing through a role root, by manifest key. */
function reachableWithoutRoles(manifest: BuildManifest): Set<string> {
  const roots = new Set(Object.values(ROLE_ROOTS));
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || roots.has(key)) return;
    seen.add(key);
    for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return seen;
}

describe('the built service worker', () => {
  it('precaches the shell and every chunk once, within the budget, and prints its figures', () => {
    const list = readPrecacheList(DIST);
    const urls = list.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const needed of [
      'index.html',
      'manifest.webmanifest',
      'favicon.svg',
      'icons/icon-192.png',
      'icons/icon-512.png',
    ])
      expect(urls).toContain(needed);
    // The entry script the page loads, its stylesheet and the app it starts.
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    for (const tag of [
      /<script type="module"[^>]*src="\/(assets\/index-[\w-]+\.js)"/,
      /href="\/(assets\/style-[\w-]+\.css)"/,
    ])
      expect(urls).toContain(html.match(tag)?.[1]);
    expect(urls.filter((url) => /^assets\/app-[\w-]+\.js$/.test(url)).length).toBeGreaterThan(0);
    // Every script and stylesheet of the build is there (for everyone or for a role): none left to chance.
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(?:js|css)$/.test(name));
    expect(assets.length).toBeGreaterThan(100);
    for (const name of assets) expect(urls, name).toContain(`assets/${name}`);
    // Only scripts are a role's.
    for (const entry of list) if (entry.roles?.length) expect(entry.url, entry.url).toMatch(/^assets\/c-[\w-]+\.js$/);

    const figures = precacheFigures(DIST);
    // The figures are what the server sends: a file's .gz copy, or the file itself when it has none.
    const sample = figures.files.find((file) => file.url.startsWith('assets/app-') && file.bytes > 10_000);
    expect(sample && Math.abs(sample.gzipBytes - gzipSync(readFileSync(join(DIST, sample.url))).length)).toBeLessThan(
      2_000,
    );
    const sw = statSync(join(DIST, 'sw.js')).size;
    // biome-ignore lint/suspicious/noConsole: the build test prints the precache's figures.
    console.log(
      [
        ...describePrecache(figures),
        `sw.js itself: ${kb(sw)} (budget of the public precache ${kb(PRECACHE_BUDGET_BYTES)})`,
      ].join('\n'),
    );
    expect(figures.public.gzipBytes).toBeLessThan(PRECACHE_BUDGET_BYTES);
    for (const totals of Object.values(figures.roles)) expect(totals.entries).toBeGreaterThan(0);
  });

  it('precaches for everyone every chunk a page anyone may open can load, optional parts included', () => {
    const manifest = readManifest();
    const everyone = new Set(
      readPrecacheList(DIST)
        .filter((entry) => !entry.roles?.length)
        .map((entry) => entry.url),
    );
    const reachable = reachableWithoutRoles(manifest);
    for (const module of PUBLIC_MODULES) expect(reachable.has(keyOf(manifest, module)), module).toBe(true);
    for (const key of reachable) expect(everyone.has(manifest[key]?.file ?? key), key).toBe(true);
  });

  it('keeps the signed-in seller and admin pages out of the public precache, tagged with their role', () => {
    const manifest = readManifest();
    const list = readPrecacheList(DIST);
    const rolesOf = (module: string) => list.find((entry) => entry.url === manifest[module]?.file)?.roles;
    const reachable = reachableWithoutRoles(manifest);
    for (const [role, modules] of Object.entries(ROLE_MODULES))
      for (const module of [ROLE_ROOTS[role as keyof typeof ROLE_ROOTS], ...modules]) {
        expect(reachable.has(module), module).toBe(false);
        expect(rolesOf(module), module).toContain(role);
      }
  });
});
