import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import type { RouteArea } from '../../shared/routes';
import { clientReadyAtom } from '../lib/client-ready';
import { LoadingScreen } from '../ui/LoadingScreen';
import { BareLayout } from './layouts/BareLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { PageOutlet } from './PageOutlet';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useRouteArea } from './route-match';
import { useSetAtom } from './store';

// Visitors of the public site never download the admin and seller shells.
const AdminLayout = lazy(() => import('./layouts/AdminLayout'));
const SellerLayout = lazy(() => import('./layouts/SellerLayout'));

const LAYOUTS: Record<RouteArea, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  bare: BareLayout,
  admin: AdminLayout,
  seller: SellerLayout,
};

/**
 * Once the layout has hydrated, what only this device knows (who is logged in, the saved city) may show.
 * Inside the layout's boundary, not beside it: React hydrates a boundary's content after the root, and a
 * header that learnt of the signed-in person before its turn would not match the server's anonymous HTML.
 * Parts that hydrate later still (a lazy page) wait with `useHydrated`.
 */
function MarkClientReady() {
  const setReady = useSetAtom(clientReadyAtom);
  useEffect(() => setReady(true), [setReady]);
  return null;
}

/**
 * Picks the layout from the route table's area, then the page inside it. The layout element stays the
 * same while the visitor moves between pages of one area, so the header and menus are not remounted.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const area = useRouteArea();
  const Layout = LAYOUTS[area];
  return (
    // The outer boundary covers a layout whose code failed to load; PageOutlet's own boundary keeps the
    // layout on screen when only a page fails.
    <RouteErrorBoundary resetKey={path}>
      <Suspense fallback={<LoadingScreen />}>
        <Layout>
          <PageOutlet area={area} />
        </Layout>
        <MarkClientReady />
      </Suspense>
    </RouteErrorBoundary>
  );
}
