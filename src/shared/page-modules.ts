/**
 * The map of which page module each route loads, as the build writes it (build/page-modules.ts reads it
 * off the client's page tables) and the server reads it (route-preloads.ts).
 */

/** Where the build writes the map, beside Vite's manifest in the client folder. */
export const PAGE_MODULES_PATH = '.vite/page-modules.json';

/** What one file's tables hold, as repository paths (the manifest's keys). */
export interface PageTable {
  /** Each table key (a route key, an area or a kind of route) and the module it loads. */
  pages: Record<string, string>;
  /** The lazy modules the file loads outside any table. */
  others: string[];
}

/** Every file with lazy pages, by its repository path. */
export type PageModuleMap = Record<string, PageTable>;

/** The roots: what each route renders, and each area's layout. */
export const PAGE_ROOTS = { pages: 'src/client/app/routes.tsx', layouts: 'src/client/app/AppRoutes.tsx' } as const;
