import { describe, expect, it } from 'vitest';
import { type ChunkNode, classifyChunks } from '../../build/precache-roles';

const ROOTS = { seller: '/app/src/SellerSignedInPages.tsx', admin: '/app/src/AdminSignedInPages.tsx' };

const chunk = (fileName: string, links: Partial<Omit<ChunkNode, 'fileName'>> = {}): ChunkNode => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  ...links,
});

/** An entry whose app loads a public page, the seller area and the admin area, as the real build does. */
function bundle(): ChunkNode[] {
  return [
    chunk('index.js', { isEntry: true, dynamicImports: ['app.js'] }),
    chunk('app.js', { imports: ['common.js'], dynamicImports: ['home.js', 'seller-area.js', 'admin-area.js'] }),
    chunk('common.js'),
    chunk('home.js', { imports: ['common.js', 'forms.js'], dynamicImports: ['viewer.js'] }),
    chunk('viewer.js'),
    chunk('forms.js'),
    chunk('seller-area.js', { dynamicImports: ['seller-login.js', 'seller-root.js'] }),
    chunk('seller-login.js', { imports: ['forms.js'] }),
    chunk('seller-root.js', { facadeModuleId: ROOTS.seller, dynamicImports: ['dashboard.js'] }),
    chunk('dashboard.js', { imports: ['forms.js', 'tables.js', 'charts.js'] }),
    chunk('admin-area.js', { dynamicImports: ['admin-login.js', 'admin-root.js'] }),
    chunk('admin-login.js'),
    chunk('admin-root.js', { facadeModuleId: ROOTS.admin, dynamicImports: ['admin-dashboard.js'] }),
    chunk('admin-dashboard.js', { imports: ['tables.js', 'common.js'] }),
    chunk('tables.js'),
    chunk('charts.js'),
  ];
}

describe('which chunks every visitor precaches, and which only a seller or an admin keeps', () => {
  it('makes public what the entry reaches without a role root, and the rest its roles’', () => {
    const roles = classifyChunks(bundle(), ROOTS);
    const withRoles = (...wanted: string[]) =>
      [...roles].filter(([, tags]) => tags.join() === wanted.join()).map(([file]) => file);
    // The sign-in pages, the optional part inside a page and code a role page shares with them are public.
    expect(withRoles()).toEqual([
      'index.js',
      'app.js',
      'common.js',
      'home.js',
      'seller-area.js',
      'admin-area.js',
      'forms.js',
      'viewer.js',
      'seller-login.js',
      'admin-login.js',
    ]);
    expect(withRoles('seller')).toEqual(['seller-root.js', 'dashboard.js', 'charts.js']);
    expect(withRoles('admin')).toEqual(['admin-root.js', 'admin-dashboard.js']);
    expect(withRoles('seller', 'admin')).toEqual(['tables.js']);
  });

  it('fails loudly when a role root is not a chunk of its own', () => {
    const chunks = bundle().map((node) =>
      node.fileName === 'admin-root.js' ? { ...node, facadeModuleId: null } : node,
    );
    expect(() => classifyChunks(chunks, ROOTS)).toThrow(/the admin code's root module .* is not a chunk of its own/);
  });

  it('fails when public code imports a role root statically (everyone would need it)', () => {
    const chunks = bundle().map((node) =>
      node.fileName === 'home.js' ? { ...node, imports: [...node.imports, 'seller-root.js'] } : node,
    );
    expect(() => classifyChunks(chunks, ROOTS)).toThrow(/public code \(home\.js\) imports the seller root/);
  });

  it('fails on a chunk no page can load', () => {
    expect(() => classifyChunks([...bundle(), chunk('stray.js')], ROOTS)).toThrow(/no page can load stray\.js/);
  });
});
