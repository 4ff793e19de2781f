/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { pageModulesPlugin } from './build/page-modules.ts';
import { precacheRoles } from './build/precache-roles.ts';

/** The one web app manifest: the root file is the source, vite-plugin-pwa writes and precaches it. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * Small modules that nearly every public page needs, the home page first: one chunk instead of eleven tiny
 * ones (fewer requests, a shorter preload table, better compression: 100.6 → 99.4 kB gzip for the home page).
 */
const COMMON_MODULES = [
  'shared/listings/format',
  'shared/listings/vocabulary',
  'shared/listings/listing-api-paths',
  'shared/location/city-choices',
  'shared/media',
  'shared/offline/offline-stores',
  'shared/offline/offline-answer',
  'client/lib/http',
  'client/lib/use-document-title',
  'client/lib/use-hydrated',
  'client/features/offline/SavedNotice',
  'client/features/listings/components/ListingCardView',
  'client/features/location/location.atoms',
  'client/features/shortlist/saved-keys',
  // The Compare button on every listing card (the home page's rails too) and the tray it opens.
  'shared/compare/compare-basics',
  'shared/offline/buyer-stores',
  'client/features/compare/compare-ids',
  'client/features/compare/compare.atoms',
  'client/features/compare/CompareButton',
  'client/features/compare/CompareTray',
];
/** The chunk holding main.tsx and everything it imports (the entry, boot.ts, loads it after the first paint). */
const APP_CHUNK = 'app';

/**
 * The app's chunks, named apart from the pages' (app-*): the app itself and the bundler's runtime helpers,
 * a chunk of their own that the app and most lazy chunks import.
 */
const isAppChunk = (chunk: { name: string; moduleIds: readonly string[] }) =>
  chunk.name === APP_CHUNK || chunk.moduleIds.some((id) => id.endsWith('rolldown/runtime.js'));

const commonModule = new RegExp(`/src/(${COMMON_MODULES.join('|').replaceAll('.', '\\.')})\\.tsx?$`);

/**
 * Vite wraps every dynamic import in a helper that first preloads the chunk's CSS and imports. Here there
 * is nothing to preload (one stylesheet, `cssCodeSplit: false`; `modulePreload: false`), so every call
 * passed an empty list, yet the helper (about 0.55 kB gzip) shipped in the entry. This one only imports.
 */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
const plainDynamicImports: PluginOption = {
  name: 'plain-dynamic-imports',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
  load: (id) => (id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : undefined),
};

/** Which chunks every visitor's worker precaches, and which only a seller's or an admin's keeps. */
const roles = precacheRoles();

const buildPlugins: PluginOption[] = [
  plainDynamicImports,
  // Which page modules each route loads, for the server's preloads (route-preloads.ts).
  pageModulesPlugin(fileURLToPath(new URL('.', import.meta.url))),
  UnoCSS({ configFile: 'src/client/uno.config.ts' }),
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // The page registers the worker itself through workbox-window (src/client/features/offline).
    injectRegister: false,
    manifest,
    injectManifest: {
      // The shell and every chunk, so every page opens offline after the first visit; the chunks only
      // signed-in sellers and admins load are tagged with their role and kept by the worker only on such a
      // person's device (build/precache-roles.ts, sw/role-code.ts). The worker installs after the page's load
      // event (workbox-window), so this download never competes with the first paint.
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg'],
      manifestTransforms: [roles.tagRoles],
    },
    devOptions: { enabled: false },
  }),
  // Pre-compressed copies that the server sends to browsers which accept them.
  compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 512 }),
  // Last: it prints the precache's figures once vite-plugin-pwa has written sw.js.
  roles.plugin,
];

export default defineConfig({
  plugins: [react(), ...(process.env.VITEST ? [] : buildPlugins)],
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: wouter's pre-18 shim is not needed (src/client/lib/use-sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/client/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    // Which chunks each page needs: the server names a landing page's chunks in its HTML (route-preloads.ts).
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    // No preload table in the entry: it named every lazy chunk (about 1.4 kB gzip that every visitor
    // downloaded). The server names the first page's chunks in its HTML (route-preloads.ts); a later page's
    // chunk fetches its own imports when it arrives, and once the worker has installed they all come from
    // its precache.
    modulePreload: false,
    // One stylesheet for the whole app (UnoCSS's): no chunk has CSS of its own to load.
    cssCodeSplit: false,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Lazy chunks are named by content hash alone: each is named in the entry where it is imported, so
        // 'assets/SellerPropertyFormPage-…' spelled out ~90 times would cost every visitor. The app itself
        // keeps a name, so a build's files say which is the app.
        chunkFileNames: (chunk) => (isAppChunk(chunk) ? 'assets/app-[hash].js' : 'assets/c-[hash].js'),
        // Everything the app loads up front goes into one chunk (app-*) beside the tiny entry
        // (boot.ts), instead of a dozen small shared chunks: fewer requests on a slow phone and better
        // compression (101.0 → 99.5 kB gzip for the home page).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: APP_CHUNK, test: /\/src\/client\/main\.tsx$/ },
            { name: 'common', test: commonModule },
          ],
        },
      },
    },
  },
  server: {
    // `vite` for client development, with the API served by `npm run dev:server`.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    // Every core (Vitest's default here was one worker): the unit, API and DOM files share them; the
    // end-to-end and reliability projects run one file at a time in groups of their own.
    maxWorkers: '100%',
    coverage: {
      provider: 'v8' as const,
      include: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
      reporter: ['text-summary'],
      // The figures are wanted even when a test fails, to see what the rest of the run covered.
      reportOnFailure: true,
      reportsDirectory: `coverage/${process.env.COVERAGE_SUITE ?? 'all'}`,
      // Floors just under what each suite measured when they were set, of all of src/ and sw/: the unit
      // suite's lines 22.97%, statements 21.99%, functions 16.62%, branches 14.76%; the API suite's lines
      // 58.1%, statements 56.38%, functions 51.2%, branches 48.82%. `npm run coverage` and
      // `npm run coverage:api` fail when a change lowers them.
      thresholds: {
        unit: { lines: 22, statements: 21, functions: 16, branches: 14 },
        api: { lines: 57, statements: 55, functions: 50, branches: 47 },
      }[process.env.COVERAGE_SUITE ?? ''],
    },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/fuzz-*.test.ts'],
          environment: 'node',
          // Each suite builds its own app on its own database and nothing reaches for globals, so the files
          // share a worker's loaded modules instead of each importing the server afresh (~3 s a file).
          isolate: false,
          globalSetup: ['tests/helpers/databases.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/dom/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/dom.setup.ts'],
          // Pages load lazily: on a busy 2-core machine a page can take seconds to appear (dom.setup.ts waits 10 s).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // fast-check over every endpoint on both databases. It keeps both cores busy, so it runs
          // after the suites whose timing it would disturb, and before the reliability suites.
          name: 'fuzz',
          include: ['tests/api/fuzz-*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/databases.setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes killed, PostgreSQL restarted, a disk filled, two processes under
          // load. Each file owns its processes and databases; one file at a time, as they load the machine.
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/databases.setup.ts'],
          fileParallelism: false,
          // After every other project: its timing bounds and load figures need the machine to itself.
          sequence: { groupOrder: 3 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/e2e.setup.ts'],
          // One shared server process, a browser per file, two files at a time, in a group of their own.
          // Files that change what others read run on a server of their own (describeInBrowser's
          // `ownServer`), so two files at once see the same marketplace as one after another. The count is a
          // number, not a share of the cores: each file drives a browser and a server of its own.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
