/**
 * The map of each route's page modules is read off the client's own page tables (build/page-modules.ts),
 * and the server follows it from the router down (route-preloads.ts): checked on the real tables of this
 * repository, and on small tables written here for the shapes the reader must understand.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPageModules, readPageTable } from '../../build/page-modules';
import { pageModulesFor } from '../../src/server/features/client/route-preloads';
import { PATHS, type RouteKey } from '../../src/shared/routes';
import { PROJECT_ROOT } from '../helpers/server-process';

describe("each route's page modules, from the client's page tables", () => {
  const map = readPageModules(PROJECT_ROOT);

  it('a dedicated page: its own module, and no layout for a public route', () => {
    expect(pageModulesFor(map, 'home')).toEqual(['src/client/features/home/HomePage.tsx']);
    expect(pageModulesFor(map, 'landingTopic')).toEqual(['src/client/features/landing/pages/LandingPage.tsx']);
  });

  it("a seller's signed-in page: the area's layout, the shared page, the gate's pages, then its own", () => {
    expect(pageModulesFor(map, 'sellerDashboard')).toEqual([
      'src/client/app/layouts/SellerLayout.tsx',
      'src/client/features/sellers/pages/SellerPage.tsx',
      'src/client/features/sellers/pages/SellerSignedInPages.tsx',
      'src/client/features/sellers/pages/DashboardPage.tsx',
    ]);
    expect(pageModulesFor(map, 'sellerLogin')).toEqual([
      'src/client/app/layouts/SellerLayout.tsx',
      'src/client/features/sellers/pages/SellerPage.tsx',
      'src/client/features/sellers/pages/SellerLoginPage.tsx',
    ]);
    expect(pageModulesFor(map, 'adminReports').at(-1)).toBe('src/client/features/admin/reports/AdminReportsPage.tsx');
  });

  it('every route ends at a page module of its own or its kind', () => {
    for (const key of Object.keys(PATHS) as RouteKey[])
      expect(pageModulesFor(map, key).at(-1), key).toMatch(/Page\.tsx$/);
  });

  it('reads tables written in place or through constants, keyed by name or string, and the file’s other pages', () => {
    const root = mkdtempSync(join(tmpdir(), 'page-modules-'));
    mkdirSync(join(root, 'pages'));
    for (const name of ['A', 'B', 'C', 'D']) writeFileSync(join(root, 'pages', `${name}.tsx`), '');
    const source = `
      import { lazy } from 'react';
      const A = lazyPage(() => import('./pages/A'));
      const Other = lazy(() => import('./pages/D').catch(() => ({ default: () => null })));
      const TABLE: Record<Key, Page> = { alpha: A, 'beta-key': lazyPage(() => import('./pages/B.tsx')) };
      export default function X() { return <div>{TABLE.alpha}</div>; }
      const MORE = { gamma: lazy(() => import('./pages/C')) };
    `;
    expect(readPageTable(root, 'router.tsx', source)).toEqual({
      pages: { alpha: 'pages/A.tsx', 'beta-key': 'pages/B.tsx', gamma: 'pages/C.tsx' },
      others: ['pages/D.tsx'],
    });
    expect(readPageTable(root, 'plain.tsx', 'export const x = 1;')).toBeUndefined();
    expect(() => readPageTable(root, 'broken.tsx', "const Z = lazy(() => import('./pages/Missing'));")).toThrow(
      /cannot find the page module \.\/pages\/Missing/,
    );
  });
});
