import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { PagePlaceholder } from '../../../ui/PagePlaceholder';
import { SellerGate } from '../auth/SellerGate';
import { SELLER_SUMMARIES, type SellerRouteKey } from '../sellers.content';

type Page = LazyExoticComponent<ComponentType>;

/** Each seller page is its own chunk, downloaded the first time its route is visited. */
const PAGES: Partial<Record<SellerRouteKey, Page>> = {
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

/** Every seller page; `routeKey` says which one. Pages not built yet show their placeholder. */
export default function SellerPage({ routeKey }: { routeKey: SellerRouteKey }) {
  const Page = PAGES[routeKey];
  const page = Page ? <Page /> : <PagePlaceholder routeKey={routeKey}>{SELLER_SUMMARIES[routeKey]}</PagePlaceholder>;
  return OPEN.includes(routeKey) ? page : <SellerGate>{page}</SellerGate>;
}
