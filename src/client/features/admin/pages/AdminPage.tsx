import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { AdminRouteKey } from '../admin.content';
import { AdminGate } from '../auth/AdminGate';

type Page = LazyExoticComponent<ComponentType>;

/** Each admin page is its own chunk, downloaded the first time its route is visited. One line per page. */
const PAGES: Record<AdminRouteKey, Page> = {
  adminLogin: lazyPage(() => import('./AdminLoginPage')),
  adminDashboard: lazyPage(() => import('./AdminDashboardPage')),
  adminChangePassword: lazyPage(() => import('./AdminChangePasswordPage')),
  adminSubscriptions: lazyPage(() => import('../../billing/admin/AdminPlansPage')),
  adminSubscriptionEdit: lazyPage(() => import('../../billing/admin/AdminPlanEditPage')),
  adminPayments: lazyPage(() => import('../../billing/admin/AdminPaymentsPage')),
  adminUsers: lazyPage(() => import('./AdminUsersPage')),
  adminSellers: lazyPage(() => import('./AdminSellersPage')),
  adminBrokerRequests: lazyPage(() => import('./AdminBrokerRequestsPage')),
  adminReports: lazyPage(() => import('../reports/AdminReportsPage')),
  adminAllProperties: lazyPage(() => import('../listings/AdminAllPropertiesPage')),
  adminBrokerProperties: lazyPage(() => import('../listings/AdminBrokerPropertiesPage')),
  adminUserProperties: lazyPage(() => import('../listings/AdminUserPropertiesPage')),
  adminPropertyReview: lazyPage(() => import('../listings/review/AdminListingReviewPage')),
  adminReviews: lazyPage(() => import('../../reviews/pages/AdminReviewsPage')),
};

/** Open to anyone: the admin sign-in. Every other admin page is behind the gate. */
const OPEN: readonly AdminRouteKey[] = ['adminLogin'];

/** Every admin page; `routeKey` says which one. */
export default function AdminPage({ routeKey }: { routeKey: AdminRouteKey }) {
  const Page = PAGES[routeKey];
  const page = <Page />;
  return OPEN.includes(routeKey) ? page : <AdminGate>{page}</AdminGate>;
}
