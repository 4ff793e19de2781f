import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import type { SellerRouteKey } from '../sellers.content';

type Page = LazyExoticComponent<ComponentType>;

/** The seller pages behind the gate (every one but login and sign-up). */
export type SellerSignedInRouteKey = Exclude<SellerRouteKey, 'sellerLogin' | 'sellerSignup'>;

/**
 * Each signed-in seller page is its own chunk, downloaded the first time its route is visited. They all
 * hang off this one module so the build can tell their code from the public pages': the service worker
 * keeps it only on a seller's device (docs/architecture.md, "Offline").
 */
const PAGES: Record<SellerSignedInRouteKey, Page> = {
  sellerUpdateProfile: lazyPage(() => import('./UpdateProfilePage')),
  sellerChangePassword: lazyPage(() => import('./ChangePasswordPage')),
  sellerDashboard: lazyPage(() => import('./DashboardPage')),
  sellerAddProperty: lazyPage(() => import('./AddPropertyPage')),
  sellerProperties: lazyPage(() => import('./MyPropertiesPage')),
  sellerQueries: lazyPage(() => import('./QueriesPage')),
  sellerAddProject: lazyPage(() => import('./AddProjectPage')),
  sellerProjects: lazyPage(() => import('./MyProjectsPage')),
};

/** A signed-in seller's page; `routeKey` says which one (the gate in SellerPage has let the person in). */
export default function SellerSignedInPages({ routeKey }: { routeKey: SellerSignedInRouteKey }) {
  const Page = PAGES[routeKey];
  return <Page />;
}
