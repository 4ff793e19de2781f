import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { PagePlaceholder } from '../../../ui/PagePlaceholder';
import { ADMIN_SUMMARIES, type AdminRouteKey } from '../admin.content';
import { AdminGate } from '../auth/AdminGate';

type Page = LazyExoticComponent<ComponentType>;

/** Each admin page is its own chunk, downloaded the first time its route is visited. One line per page. */
const PAGES: Partial<Record<AdminRouteKey, Page>> = {
  adminLogin: lazyPage(() => import('./AdminLoginPage')),
  adminDashboard: lazyPage(() => import('./AdminDashboardPage')),
  adminChangePassword: lazyPage(() => import('./AdminChangePasswordPage')),
  adminSubscriptions: lazyPage(() => import('../billing/AdminPlansPage')),
  adminSubscriptionEdit: lazyPage(() => import('../billing/AdminPlanEditPage')),
  adminPayments: lazyPage(() => import('../billing/AdminPaymentsPage')),
  adminUsers: lazyPage(() => import('./AdminUsersPage')),
  adminSellers: lazyPage(() => import('./AdminSellersPage')),
  adminBrokerRequests: lazyPage(() => import('./AdminBrokerRequestsPage')),
  adminAllProperties: lazyPage(() => import('../listings/AdminAllPropertiesPage')),
  adminBrokerProperties: lazyPage(() => import('../listings/AdminBrokerPropertiesPage')),
  adminUserProperties: lazyPage(() => import('../listings/AdminUserPropertiesPage')),
};

/** Open to anyone: the admin sign-in. Every other admin page is behind the gate. */
const OPEN: readonly AdminRouteKey[] = ['adminLogin'];

/** Every admin page; `routeKey` says which one. Pages not built yet show their placeholder. */
export default function AdminPage({ routeKey }: { routeKey: AdminRouteKey }) {
  const Page = PAGES[routeKey];
  const page = Page ? <Page /> : <PagePlaceholder routeKey={routeKey}>{ADMIN_SUMMARIES[routeKey]}</PagePlaceholder>;
  return OPEN.includes(routeKey) ? page : <AdminGate>{page}</AdminGate>;
}
