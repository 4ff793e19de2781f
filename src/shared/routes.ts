/**
 * Every page's path and area (route-titles.ts has the title each shows); docs/routes.md lists them (launch routes and those added since,
 * the 'saller' spelling staying in the URLs only). Client, server (SPA fallback) and tests all read this table.
 */

export const PATHS = {
  home: '/',
  properties: '/properties',
  search: '/search',
  searchResults: '/search-results',
  profile: '/profile',
  about: '/about',
  contact: '/contact',
  login: '/login',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  propertyProfile: '/property-profile',
  projectProfile: '/project-profile',
  broker: '/broker/:id',
  postProperty: '/post-property',
  postProject: '/post-project',
  postAProperty: '/post_a_property',
  realEstateAdvice: '/real-estate/advice',

  servicePropertyManagement: '/services/property-management',
  serviceValuation: '/services/valuation',
  serviceLegal: '/services/legal',
  serviceMortgage: '/services/mortgage',
  serviceInspection: '/services/inspection',
  serviceInvestment: '/services/investment',
  serviceAgents: '/services/agents',
  serviceBuilders: '/services/builders',
  serviceArchitects: '/services/architects',
  serviceInteriorDecorators: '/services/interior-decorators',
  serviceVaastu: '/services/vaastu',
  serviceContractors: '/services/contractors',
  serviceConsultants: '/services/consultants',

  // Added since launch (docs/routes.md): where the menus' 'INTRODUCING Insights' entries lead.
  insightsLocalities: '/insights/localities',
  insightsPriceTrends: '/insights/price-trends',
  insightsEmiCalculator: '/insights/emi-calculator',
  // Added since launch (docs/routes.md): where 'Read Resident Reviews' leads, and a resident's review form.
  insightsReviews: '/insights/reviews',
  reviewWrite: '/reviews/write/:city/:locality',

  // Added since launch (docs/routes.md): the buyer's shortlist and recently viewed, a manifest shortcut.
  shortlist: '/shortlist',
  // Added since launch (docs/routes.md): properties side by side (shareable: /compare?ids=12,7,40), and a
  // buyer's enquiries.
  compare: '/compare',
  myEnquiries: '/my-enquiries',
  // Added since launch (docs/routes.md): a buyer's saved searches, how each alerts them, pause and delete.
  savedSearches: '/saved-searches',
  // Added since launch (docs/routes.md): the cities and listings this device keeps for offline use
  // (docs/offline.md).
  savedOffline: '/saved-offline',

  // Added since launch (docs/routes.md): the landing pages search engines lead to
  // (src/shared/landing/landing-paths.ts), a city's (/in/bhopal) and a city's type and deal or locality
  // (/in/bhopal/flats-for-sale, /in/bhopal/arera-colony).
  landingCity: '/in/:city',
  landingTopic: '/in/:city/:topic',

  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminAllProperties: '/admin/properties/all',
  // Added since launch (docs/routes.md): one property's review, opened from the tables.
  adminPropertyReview: '/admin/properties/review/:id',
  adminBrokerProperties: '/admin/brokers/properties/all',
  adminUserProperties: '/admin/users/properties/all',
  adminSellers: '/admin/sallers/manage',
  adminUsers: '/admin/users/manage',
  adminBrokerRequests: '/admin/brokers/requests',
  // Added since launch (docs/routes.md): the queue of listings and projects buyers reported.
  adminReports: '/admin/reports',
  adminPayments: '/admin/all/payments',
  adminSubscriptions: '/admin/subscription/manage',
  adminSubscriptionEdit: '/admin/subscription/edit',
  adminChangePassword: '/admin/change-password',
  adminReviews: '/admin/reviews',

  sellerDashboard: '/saller/dashboard',
  sellerLogin: '/saller/login',
  sellerSignup: '/saller/signup',
  sellerUpdateProfile: '/saller/update-profile',
  sellerChangePassword: '/saller/change-password',
  sellerAddProperty: '/saller/property/add',
  sellerQueries: '/saller/queries/manage',
  sellerProperties: '/saller/properties',
  sellerAddProject: '/saller/project/add',
  sellerProjects: '/saller/projects',
} as const;

export type RouteKey = keyof typeof PATHS;
export type RoutePath = (typeof PATHS)[RouteKey];

/**
 * Where a page sits: `public` pages share the common layout (top bar plus footer), `bare` pages have
 * none (the search results: docs/product-rules.md, Screens and navigation), `admin` and `seller` pages
 * live in their own areas.
 */
export type RouteArea = 'public' | 'bare' | 'admin' | 'seller';

/**
 * The area of a route, from its key: the admin and seller areas' keys say so, and the search results are
 * the one bare page.
 */
export const routeArea = (key: RouteKey): RouteArea =>
  key.startsWith('admin') ? 'admin' : key.startsWith('seller') ? 'seller' : key === 'searchResults' ? 'bare' : 'public';

/**
 * The titles the first screen shows (the home page's heading, the header's and the menu's links). Every
 * route's title is in route-titles.ts, which only the pages that show one load: the table stays out of
 * the home page's first download.
 */
export const FIRST_SCREEN_TITLES = {
  home: 'Find your next property in India',
  shortlist: 'Your shortlist',
  savedOffline: 'Saved for offline',
} as const;

/**
 * Where the header's 'My Properties' leads: the product leaves the path to us (docs/product-rules.md, Screens
 * and navigation).
 */
export const MY_PROPERTIES_PATH = PATHS.sellerProperties;

/** `/admin/properties/review/:id` with the id filled in, and the queue (a status) it moves through. */
export const propertyReviewPath = (id: string | number, status?: string | null): string =>
  `${PATHS.adminPropertyReview.replace(':id', encodeURIComponent(String(id)))}${status ? `?status=${encodeURIComponent(status)}` : ''}`;
/** `/reviews/write/bhopal/arera-colony`: the review form of a locality, by its page's slugs. */
export const reviewWritePath = (citySlug: string, localitySlug: string): string =>
  PATHS.reviewWrite.replace(':city', citySlug).replace(':locality', localitySlug);

/** The admin's reviews opened at the reported ones (the dashboard's link). */
export const REPORTED_REVIEWS_SHOW = 'reported';
export const reportedReviewsPath = (): string => `${PATHS.adminReviews}?show=${REPORTED_REVIEWS_SHOW}`;

/** `/broker/:id` with the id filled in. */
export const brokerPath = (id: string | number): string => PATHS.broker.replace(':id', encodeURIComponent(String(id)));

/** The search-results link's query parameters, in its fixed order (docs/routes.md, The search-results link). */
export interface SearchResultsLink {
  propertyType: string;
  transactionType?: string;
  page?: number;
  city?: string;
  state?: string;
  locality?: string;
  searchQuery?: string;
}

/**
 * The search-results link: propertyType, transactionType (Buy), page (1), city, state, locality (empty),
 * searchQuery, in that order, which published links rely on (docs/routes.md, The search-results link).
 */
export function searchResultsHref(link: SearchResultsLink): string {
  const query: [string, string][] = [
    ['propertyType', link.propertyType],
    ['transactionType', link.transactionType ?? 'Buy'],
    ['page', String(link.page ?? 1)],
    ['city', link.city ?? ''],
    ['state', link.state ?? ''],
    ['locality', link.locality ?? ''],
    ['searchQuery', link.searchQuery ?? ''],
  ];
  return `${PATHS.searchResults}?${query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * One pattern per route, built on first use: the server names a request's page with it, and the client its
 * first page's code to fetch before React renders (`preloadPage`), before wouter's router exists.
 */
let routePatterns: RegExp[] | undefined;

const patterns = (): RegExp[] =>
  (routePatterns ??= Object.values(PATHS).map((path) => {
    const source = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`);
  }));

/** The route `pathname` opens, or undefined for a path the app does not have (the server answers 404). */
export const appRouteKey = (pathname: string): RouteKey | undefined => {
  const index = patterns().findIndex((pattern) => pattern.test(pathname));
  return index === -1 ? undefined : (Object.keys(PATHS) as RouteKey[])[index];
};

/** True when `pathname` is one of the app's routes. */
export const isAppRoute = (pathname: string): boolean => appRouteKey(pathname) !== undefined;

/** Pages about the signed-in person: never rendered on the server (nothing private in server HTML). */
const PERSONAL_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'profile',
  'login',
  'shortlist',
  'reviewWrite',
  'myEnquiries',
  'savedSearches',
  // What this device saved: nothing for the server to render.
  'savedOffline',
]);

/**
 * Pages the server renders with their data (search engines and link previews read them; the first visit
 * paints without waiting for the scripts): every public page but those about the signed-in person. Seller
 * and admin pages stay rendered in the browser. A path outside the route table is rendered too (not
 * found, status 404).
 */
export const isServerRendered = (key: RouteKey | undefined): boolean =>
  key === undefined || (routeArea(key) !== 'admin' && routeArea(key) !== 'seller' && !PERSONAL_ROUTES.has(key));
