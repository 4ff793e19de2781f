import { describe, expect, it } from 'vitest';
import { type BuildManifest, chunksFor, modulePreloadTags } from '../../src/server/features/client/route-preloads';
import { appRouteKey } from '../../src/shared/routes';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_shared-entry.js'] },
  '_shared-entry.js': { file: 'assets/c-entry.js' },
  '_common.js': { file: 'assets/c-common.js', imports: ['index.html'] },
  '_deep.js': { file: 'assets/c-deep.js', imports: ['_common.js'] },
  'src/Page.tsx': { file: 'assets/c-page.js', imports: ['index.html', '_common.js', '_deep.js', '_shared-entry.js'] },
  'src/Shell.tsx': { file: 'assets/c-shell.js', imports: ['_common.js'] },
};

/** A build whose entry starts the app after the first paint (boot.ts imports main.tsx). */
const booting: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['_app.js'] },
  '_app.js': { file: 'assets/app-a.js', imports: ['index.html', '_runtime.js'], dynamicImports: ['src/Page.tsx'] },
  '_runtime.js': { file: 'assets/c-runtime.js' },
  'src/Page.tsx': { file: 'assets/c-page.js', imports: ['_app.js', '_runtime.js'] },
};

describe('route preloads', () => {
  it('starts with the app the entry imports at once, for every page, then the page', () => {
    expect(chunksFor(booting, [])).toEqual(['/assets/app-a.js', '/assets/c-runtime.js']);
    expect(chunksFor(booting, ['src/Page.tsx'])).toEqual([
      '/assets/app-a.js',
      '/assets/c-runtime.js',
      '/assets/c-page.js',
    ]);
  });

  it("lists a page's chunk and every chunk it imports, once, without what the entry already loads", () => {
    expect(chunksFor(manifest, ['src/Page.tsx'])).toEqual([
      '/assets/c-page.js',
      '/assets/c-common.js',
      '/assets/c-deep.js',
    ]);
    expect(chunksFor(manifest, ['src/Shell.tsx', 'src/Page.tsx'])).toEqual([
      '/assets/c-shell.js',
      '/assets/c-common.js',
      '/assets/c-page.js',
      '/assets/c-deep.js',
    ]);
  });

  it('skips a module the build does not have', () => {
    expect(chunksFor(manifest, ['src/Gone.tsx'])).toEqual([]);
  });

  it('writes same-origin module preloads', () => {
    expect(modulePreloadTags(['/assets/c-page.js'])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/c-page.js" />',
    ]);
  });

  it('knows which route a path opens', () => {
    expect(appRouteKey('/')).toBe('home');
    expect(appRouteKey('/search-results')).toBe('searchResults');
    expect(appRouteKey('/broker/12')).toBe('broker');
    expect(appRouteKey('/saller/property/add')).toBe('sellerAddProperty');
    expect(appRouteKey('/no-such-page')).toBeUndefined();
  });
});
