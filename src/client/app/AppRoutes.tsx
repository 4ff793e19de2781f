import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteArea } from '../../shared/routes';
import { LoadingScreen } from '../ui/LoadingScreen';
import { BareLayout } from './layouts/BareLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { PageOutlet } from './PageOutlet';
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
  const area = useRouteArea();
  const Layout = LAYOUTS[area];
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Layout>
        <PageOutlet area={area} />
      </Layout>
    </Suspense>
  );
}
