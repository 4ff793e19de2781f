/**
 * `<link rel="modulepreload">` for the code of a page the browser renders (the seller's and account pages,
 * and a public page whose server rendering failed or timed out): the app the entry starts, and the page's
 * lazy chunk with its shared chunks, which the entry would only ask for once it had run, one round trip
 * after another on a slow phone network (Lighthouse's "network dependency tree"). Named in the HTML, they
 * download alongside the entry. A page the server rendered preloads none (client.routes.ts says why).
 *
 * The chunks come from Vite's build manifest (`build.manifest` in vite.config.ts); the page modules of the
 * pages people land on are named below, and a test checks each is in the manifest.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RouteKey } from '../../../shared/routes';

const PAGES = 'src/client/features/listings/pages';
const SELLER_SHELL = ['src/client/app/layouts/SellerLayout.tsx', 'src/client/features/sellers/pages/SellerPage.tsx'];
/** The module every signed-in seller page is loaded through (behind the seller gate). */
const SELLER_SIGNED_IN = [...SELLER_SHELL, 'src/client/features/sellers/pages/SellerSignedInPages.tsx'];

/** The modules (as the manifest names them) each landing page loads lazily, outermost first. */
export const LANDING_PAGE_MODULES: Partial<Record<RouteKey, readonly string[]>> = {
  home: ['src/client/features/home/HomePage.tsx'],
  properties: [`${PAGES}/PropertiesPage.tsx`],
  search: [`${PAGES}/SearchPage.tsx`],
  searchResults: [`${PAGES}/SearchResultsPage.tsx`],
  propertyProfile: ['src/client/features/listing-detail/pages/PropertyDetailPage.tsx'],
  projectProfile: ['src/client/features/projects/ProjectDetailPage.tsx'],
  shortlist: ['src/client/features/shortlist/pages/ShortlistPage.tsx'],
  landingCity: ['src/client/features/landing/pages/LandingPage.tsx'],
  landingTopic: ['src/client/features/landing/pages/LandingPage.tsx'],
  sellerLogin: [...SELLER_SHELL, 'src/client/features/sellers/pages/SellerLoginPage.tsx'],
  sellerDashboard: [...SELLER_SIGNED_IN, 'src/client/features/sellers/pages/DashboardPage.tsx'],
  sellerAddProperty: [...SELLER_SIGNED_IN, 'src/client/features/sellers/pages/AddPropertyPage.tsx'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Where `vite build` writes the manifest, inside the client folder. */
export const MANIFEST_PATH = '.vite/manifest.json';

/**
 * The files to preload for these modules: first the app the entry starts at once (its dynamic imports:
 * boot.ts imports main.tsx after the first paint), then each module's chunk, each with the chunks it
 * imports statically, minus the entry and what the entry imports (the page's own script tags load those).
 * Unknown modules are skipped.
 */
export function chunksFor(manifest: BuildManifest, modules: readonly string[]): string[] {
  const loadedByEntry = new Set<string>();
  const startedByEntry: string[] = [];
  const markEntry = (key: string) => {
    if (loadedByEntry.has(key)) return;
    loadedByEntry.add(key);
    for (const next of manifest[key]?.imports ?? []) markEntry(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    markEntry(key);
    startedByEntry.push(...(chunk.dynamicImports ?? []));
  }

  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loadedByEntry.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of [...startedByEntry, ...modules]) visit(module);
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
  /** Each landing page's chunks, and the app's alone for any other page. */
  interface Preloads {
    byRoute: Map<RouteKey, string[]>;
    app: string[];
  }
  let cached: { template: string; preloads: Promise<Preloads> } | undefined;
  const read = async (): Promise<Preloads> => {
    const preloads: Preloads = { byRoute: new Map(), app: [] };
    try {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
      for (const [route, modules] of Object.entries(LANDING_PAGE_MODULES) as [RouteKey, readonly string[]][])
        preloads.byRoute.set(route, chunksFor(manifest, modules));
      preloads.app = chunksFor(manifest, []);
    } catch {
      // No manifest: nothing to preload.
    }
    return preloads;
  };
  return async (key, template) => {
    if (cached?.template !== template) cached = { template, preloads: read() };
    const { byRoute, app } = await cached.preloads;
    return (key && byRoute.get(key)) || app;
  };
}
