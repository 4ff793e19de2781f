/**
 * `<link rel="modulepreload">` for the code of the page a request opens. Each page's code is a lazy chunk
 * that the entry script would only ask for once it has run, and its shared chunks only after that: on a
 * slow phone network the page waited two round trips after the entry before it could paint (Lighthouse's
 * "network dependency tree"). Named in the HTML, they download alongside the entry.
 *
 * The chunks come from Vite's build manifest (`build.manifest` in vite.config.ts); the page modules of the
 * pages people land on are named below, and a test checks each is in the manifest.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteKey } from '../../../shared/routes';

const PAGES = 'src/client/features/listings/pages';
const SELLER_SHELL = ['src/client/app/layouts/SellerLayout.tsx', 'src/client/features/sellers/pages/SellerPage.tsx'];

/** The modules (as the manifest names them) each landing page loads lazily, outermost first. */
export const LANDING_PAGE_MODULES: Partial<Record<RouteKey, readonly string[]>> = {
  home: ['src/client/features/home/HomePage.tsx'],
  properties: [`${PAGES}/PropertiesPage.tsx`],
  search: [`${PAGES}/SearchPage.tsx`],
  searchResults: [`${PAGES}/SearchResultsPage.tsx`],
  propertyProfile: [`${PAGES}/PropertyDetailPage.tsx`],
  projectProfile: ['src/client/features/projects/ProjectDetailPage.tsx'],
  shortlist: ['src/client/features/shortlist/pages/ShortlistPage.tsx'],
  landingCity: ['src/client/features/landing/pages/LandingPage.tsx'],
  landingTopic: ['src/client/features/landing/pages/LandingPage.tsx'],
  sellerLogin: [...SELLER_SHELL, 'src/client/features/sellers/pages/SellerLoginPage.tsx'],
  sellerDashboard: [...SELLER_SHELL, 'src/client/features/sellers/pages/DashboardPage.tsx'],
  sellerAddProperty: [...SELLER_SHELL, 'src/client/features/sellers/pages/AddPropertyPage.tsx'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Where `vite build` writes the manifest, inside the client folder. */
export const MANIFEST_PATH = '.vite/manifest.json';

/**
 * The files to preload for these modules: each module's chunk and the chunks it imports statically, minus
 * the entry and what the entry imports (the page's own script tags load those). Unknown modules are skipped.
 */
export function chunksFor(manifest: BuildManifest, modules: readonly string[]): string[] {
  const loadedByEntry = new Set<string>();
  const markEntry = (key: string) => {
    if (loadedByEntry.has(key)) return;
    loadedByEntry.add(key);
    for (const next of manifest[key]?.imports ?? []) markEntry(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) markEntry(key);

  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loadedByEntry.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of modules) visit(module);
  return files;
}

export const modulePreloadTags = (files: readonly string[]): string[] =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);

/**
 * Reads `<clientDir>/.vite/manifest.json` once per build: again only when the built index.html changes
 * (the same build writes both, and index-page.ts already watches that file), so a page request costs no
 * extra disk access. A build without a manifest (or an unreadable one) preloads nothing.
 */
export function routePreloads(clientDir: string): (key: RouteKey | undefined, template: string) => Promise<string[]> {
  const file = join(clientDir, MANIFEST_PATH);
  let cached: { template: string; byRoute: Promise<Map<RouteKey, string[]>> } | undefined;
  const read = async () => {
    const byRoute = new Map<RouteKey, string[]>();
    try {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
      for (const [route, modules] of Object.entries(LANDING_PAGE_MODULES) as [RouteKey, readonly string[]][])
        byRoute.set(route, chunksFor(manifest, modules));
    } catch {
      // No manifest: nothing to preload.
    }
    return byRoute;
  };
  return async (key, template) => {
    if (!key || !LANDING_PAGE_MODULES[key]) return [];
    if (cached?.template !== template) cached = { template, byRoute: read() };
    return (await cached.byRoute).get(key) ?? [];
  };
}
