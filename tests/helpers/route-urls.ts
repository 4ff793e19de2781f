/** A concrete address and the heading it shows for every route of the route table, as a visitor opens it. */
import { landingHeading } from '../../src/shared/landing/landing-contract';
import { ROUTES, type RouteInfo } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';

/**
 * A concrete URL for each route pattern: agent 0 never exists, so its page shows the route's own title;
 * the landing routes open Bhopal's pages of the demo marketplace, whose headings are their own.
 */
export const urlOf = (path: string) =>
  path
    .replace(':id', '0')
    .replace(':city', 'bhopal')
    .replace(':topic', 'flats-for-sale')
    .replace(':locality', 'arera-colony');

/** Listing and agent pages that name no listing or agent (no id, agent 0) are not found: status 404. */
export const NOT_FOUND_PATHS: readonly string[] = [PATHS.propertyProfile, PATHS.projectProfile, PATHS.broker];

/** Seller pages other than login and sign-up need a seller session; this visitor has none. */
const OPEN_SELLER_PATHS: readonly string[] = [PATHS.sellerLogin, PATHS.sellerSignup];

/** The h1 a visitor without a session sees at the route (seller and admin pages send them to log in). */
export const headingOf = (route: RouteInfo) => {
  if (route.path === PATHS.landingCity) return landingHeading({ kind: 'city', city: 'Bhopal' });
  if (route.path === PATHS.landingTopic)
    return landingHeading({ kind: 'type', city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' });
  if (route.area === 'seller' && !OPEN_SELLER_PATHS.includes(route.path)) return ROUTES.sellerLogin.title;
  // Admin pages other than its login need an admin session; this visitor is sent to the admin login.
  if (route.area === 'admin') return ROUTES.adminLogin.title;
  return route.title;
};
