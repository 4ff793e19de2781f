import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { SellerGate } from '../auth/SellerGate';
import type { SellerRouteKey } from '../sellers.content';

type Page = LazyExoticComponent<ComponentType>;

/** Each seller page is its own chunk, downloaded the first time its route is visited. */
const PAGES: Record<SellerRouteKey, Page> = {
  sellerLogin: lazyPage(() => import('./SellerLoginPage')),
  sellerSignup: lazyPage(() => import('./SellerSignupPage')),
  sellerUpdateProfile: lazyPage(() => import('./UpdateProfilePage')),
  sellerChangePassword: lazyPage(() => import('./ChangePasswordPage')),
  sellerDashboard: lazyPage(() => import('./DashboardPage')),
  sellerAddProperty: lazyPage(() => import('./AddPropertyPage')),
  sellerProperties: lazyPage(() => import('./MyPropertiesPage')),
  sellerQueries: lazyPage(() => import('./QueriesPage')),
  sellerAddProject: lazyPage(() => import('./AddProjectPage')),
  sellerProjects: lazyPage(() => import('./MyProjectsPage')),
};

/** Open to anyone: how a visitor becomes a seller. Every other seller page is behind the gate. */
const OPEN: readonly SellerRouteKey[] = ['sellerLogin', 'sellerSignup'];

/** Every seller page; `routeKey` says which one. */
export default function SellerPage({ routeKey }: { routeKey: SellerRouteKey }) {
  const Page = PAGES[routeKey];
  const page = <Page />;
  return OPEN.includes(routeKey) ? page : <SellerGate>{page}</SellerGate>;
}
