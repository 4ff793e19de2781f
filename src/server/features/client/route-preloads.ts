/**
 * `<link rel="modulepreload">` for the code of a page the browser renders (the seller's and account pages,
 * and a public page whose server rendering failed or timed out): the app the entry starts, and the page's
 * lazy chunk with its shared chunks, which the entry would only ask for once it had run, one round trip
 * after another on a slow phone network (Lighthouse's "network dependency tree"). Named in the HTML, they
 * download alongside the entry. A page the server rendered preloads none (client.routes.ts says why).
 *
 * The chunks come from Vite's build manifest (`build.manifest` in vite.config.ts), and each route's page
 * modules from the map the build reads off the client's page tables (build/page-modules.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_MODULES_PATH, PAGE_ROOTS, type PageModuleMap } from '../../../shared/page-modules';
import { PATHS, type RouteKey, routeArea } from '../../../shared/routes';

/**
 * The modules (as the manifest names them) a route loads lazily, outermost first: its area's layout, then
 * from the router's table down: the page of the route's own key, else the shared page of its kind (the
 * key's start: `seller` for `sellerLogin`), else, in a file whose table names routes, the file's one other
 * page (the signed-in pages behind a gate). Read off the client's tables at build time
 * (build/page-modules.ts), so no page's path is written here.
 */
export function pageModulesFor(map: PageModuleMap, key: RouteKey): string[] {
  const modules: string[] = [];
  const layout = map[PAGE_ROOTS.layouts]?.pages[routeArea(key)];
  if (layout) modules.push(layout);
  const seen = new Set<string>();
  for (let table = map[PAGE_ROOTS.pages]; table; ) {
    const kinds = Object.keys(table.pages).filter((name) => !(name in PATHS) && key.startsWith(name));
    const namesRoutes = Object.keys(table.pages).some((name) => name in PATHS);
    const next =
      table.pages[key] ??
      table.pages[kinds.sort((a, b) => b.length - a.length)[0] ?? ''] ??
      (namesRoutes && table.others.length === 1 ? table.others[0] : undefined);
    if (!next || seen.has(next)) break;
    seen.add(next);
    modules.push(next);
    table = map[next];
  }
  return modules;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Where `vite build` writes the manifest, inside the client folder. */
export const MANIFEST_PATH = '.vite/manifest.json';
export { PAGE_MODULES_PATH };

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
 * extra disk access. A build without a manifest or a page map (or an unreadable one) preloads nothing.
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
      const pageModules = JSON.parse(await readFile(join(clientDir, PAGE_MODULES_PATH), 'utf8')) as PageModuleMap;
      for (const route of Object.keys(PATHS) as RouteKey[])
        preloads.byRoute.set(route, chunksFor(manifest, pageModulesFor(pageModules, route)));
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
