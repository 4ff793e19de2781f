import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import type { RouteArea } from '../../shared/routes';
import { LoadingScreen } from '../ui/LoadingScreen';
import { BareLayout } from './layouts/BareLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { PageOutlet } from './PageOutlet';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useRouteArea } from './route-match';

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
      </Suspense>
    </RouteErrorBoundary>
  );
}
