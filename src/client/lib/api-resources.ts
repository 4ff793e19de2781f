/**
 * What each read shows, in one table, and the resources a write names to drop them:
 * `cache.invalidate([sellerListings, me])` marks stale every held read whose endpoint shows either, so
 * a new read or endpoint is tied to the writes that change it here, once, rather than at every write.
 *
 * Only code that writes imports this module: the home page's scripts carry the cache, not the table.
 */
import type { ApiKey } from '../../shared/endpoints/api-endpoints';
import type { ApiReadKey, ApiResource } from './api-read';

type Shows = { [K in ApiKey]?: (read: ApiReadKey<K>) => readonly string[] };

const ME = 'me';
const SELLER_LISTINGS = 'seller-listings';
const SELLER_PROJECTS = 'seller-projects';
const SELLER_ENQUIRIES = 'seller-enquiries';
const SELLER_BILLING = 'seller-billing';
const SELLER_PLANS = 'seller-plans';
const ADMIN_DASHBOARD = 'admin-dashboard';
const ADMIN_PLANS = 'admin-plans';
const ADMIN_PAYMENTS = 'admin-payments';
const PEOPLE = 'people';
const REVIEWS = 'reviews';
const OWN_REVIEWS = 'own-reviews';

/** An admin's queue: listings or projects to review, reports, agents' requests, reviews to moderate. */
type AdminQueue = 'property' | 'project' | 'reports' | 'broker-requests' | 'reviews';
const queue = (kind: AdminQueue) => `admin-queue:${kind}`;
const listing = (id: string | number) => `listing:${id}`;

/** The resources each endpoint's answer shows; a read of a key not here shows none. */
const SHOWS: Shows = {
  'GET /api/users/me': () => [ME],
  // The seller's profile carries their counts: listings and projects by status, enquiries, quota.
  'GET /api/sellers/me': () => [ME, SELLER_LISTINGS, SELLER_PROJECTS, SELLER_ENQUIRIES],
  'GET /api/seller/properties': () => [SELLER_LISTINGS],
  'GET /api/seller/properties/:id': ({ params }) => [SELLER_LISTINGS, listing(params?.id ?? '')],
  'GET /api/seller/projects': () => [SELLER_PROJECTS],
  'GET /api/seller/projects/:id': () => [SELLER_PROJECTS],
  'GET /api/seller/enquiries': () => [SELLER_ENQUIRIES],
  'GET /api/seller/billing': () => [SELLER_BILLING],
  'GET /api/seller/plans': () => [SELLER_PLANS],
  'GET /api/properties/:id': ({ params }) => [listing(params?.id ?? '')],
  'GET /api/admin/dashboard': () => [ADMIN_DASHBOARD],
  'GET /api/admin/properties': () => [queue('property')],
  'GET /api/admin/properties/:id/review': ({ params }) => [queue('property'), listing(params?.id ?? '')],
  'GET /api/admin/projects': () => [queue('project')],
  'GET /api/admin/reports': () => [queue('reports')],
  'GET /api/admin/broker-requests': () => [queue('broker-requests')],
  'GET /api/admin/reviews': () => [queue('reviews')],
  'GET /api/admin/review-reports': () => [queue('reviews')],
  'GET /api/admin/users': () => [PEOPLE],
  'GET /api/admin/sellers': () => [PEOPLE],
  'GET /api/admin/users/:id': () => [PEOPLE],
  'GET /api/admin/payments': () => [ADMIN_PAYMENTS],
  'GET /api/admin/plans': () => [ADMIN_PLANS],
  'GET /api/reviews/:city': () => [REVIEWS],
  'GET /api/reviews/:city/:locality': () => [REVIEWS],
  'GET /api/me/reviews/:city/:locality': () => [OWN_REVIEWS],
};

/** The resources `read` shows, from its key and params. */
export function resourcesOf(read: ApiReadKey): readonly string[] {
  const shows = SHOWS[read.key] as ((read: ApiReadKey) => readonly string[]) | undefined;
  return shows?.(read) ?? [];
}

const resource = (name: string): ApiResource => ({
  name,
  shownBy: (read) => Boolean(read && resourcesOf(read).includes(name)),
});

/** The signed-in person's profile (an account's, a seller's with their quota). */
export const me = resource(ME);
/** The seller's listings: their lists, one listing to edit, and the counts on their profile. */
export const sellerListings = resource(SELLER_LISTINGS);
export const sellerProjects = resource(SELLER_PROJECTS);
export const sellerEnquiries = resource(SELLER_ENQUIRIES);
/** The seller's running plans and invoices. */
export const sellerBilling = resource(SELLER_BILLING);
/** The plans a seller may buy. */
export const sellerPlans = resource(SELLER_PLANS);
/** One listing, wherever it is shown whole: its public page, the seller's edit, the admin's review. */
export const listingResource = (id: number) => resource(listing(id));
export const adminDashboard = resource(ADMIN_DASHBOARD);
export const adminQueue = (kind: AdminQueue) => resource(queue(kind));
export const adminPlans = resource(ADMIN_PLANS);
export const adminPayments = resource(ADMIN_PAYMENTS);
/** Accounts and sellers: the admin's tables and one person's details. */
export const people = resource(PEOPLE);
/** Every public review read: a locality's reviews and a city's ratings. */
export const reviews = resource(REVIEWS);
/** The signed-in person's own review of a locality. */
export const ownReviews = resource(OWN_REVIEWS);
