import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { AdminRouteKey } from '../admin.content';

type Page = LazyExoticComponent<ComponentType>;

/** The admin pages behind the gate (every one but the sign-in). */
export type AdminSignedInRouteKey = Exclude<AdminRouteKey, 'adminLogin'>;

/**
 * Each signed-in admin page is its own chunk, downloaded the first time its route is visited. One line per
 * page. They all hang off this one module so the build can tell their code from the public pages': the
 * service worker keeps it only on an admin's device (docs/architecture.md, "Offline").
 */
const PAGES: Record<AdminSignedInRouteKey, Page> = {
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

/** A signed-in admin's page; `routeKey` says which one (the gate in AdminPage has let the person in). */
export default function AdminSignedInPages({ routeKey }: { routeKey: AdminSignedInRouteKey }) {
  const Page = PAGES[routeKey];
  return <Page />;
}
