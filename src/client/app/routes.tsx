/**
 * What every route renders (docs/routes.md). Each page module is its own chunk, downloaded the first time
 * its route is visited; the services, admin and seller areas share one parameterised page each.
 */
import type { ReactElement } from 'react';
import { appRouteKey, type RouteKey } from '../../shared/routes';
import type { AdminRouteKey } from '../features/admin/admin.content';
import type { PostingRouteKey } from '../features/content/pages/PostingPage';
import type { SellerRouteKey } from '../features/sellers/sellers.content';
import type { ServiceRouteKey } from '../features/services/services.content';
import { type LazyPage, lazyPage } from '../lib/lazy-page';

const HomePage = lazyPage(() => import('../features/home/HomePage'));
const PropertiesPage = lazyPage(() => import('../features/listings/pages/PropertiesPage'));
const SearchPage = lazyPage(() => import('../features/listings/pages/SearchPage'));
const SearchResultsPage = lazyPage(() => import('../features/listings/pages/SearchResultsPage'));
const PropertyDetailPage = lazyPage(() => import('../features/listing-detail/pages/PropertyDetailPage'));
const ProjectDetailPage = lazyPage(() => import('../features/projects/ProjectDetailPage'));
const BrokerPage = lazyPage(() => import('../features/listing-detail/pages/BrokerPage'));

const LoginPage = lazyPage(() => import('../features/accounts/pages/LoginPage'));
const ProfilePage = lazyPage(() => import('../features/accounts/pages/ProfilePage'));

const AboutPage = lazyPage(() => import('../features/content/pages/AboutPage'));
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'));
const TermsPage = lazyPage(() => import('../features/content/pages/TermsPage'));
const PrivacyPage = lazyPage(() => import('../features/content/pages/PrivacyPage'));
const AdvicePage = lazyPage(() => import('../features/content/pages/AdvicePage'));
const PostingPage = lazyPage(() => import('../features/content/pages/PostingPage'));

const LocalitiesPage = lazyPage(() => import('../features/insights/pages/LocalitiesPage'));
const PriceTrendsPage = lazyPage(() => import('../features/insights/pages/PriceTrendsPage'));
const EmiCalculatorPage = lazyPage(() => import('../features/insights/pages/EmiCalculatorPage'));

const ReviewsPage = lazyPage(() => import('../features/reviews/pages/ReviewsPage'));
const WriteReviewPage = lazyPage(() => import('../features/reviews/pages/WriteReviewPage'));

const ShortlistPage = lazyPage(() => import('../features/shortlist/pages/ShortlistPage'));
const ComparePage = lazyPage(() => import('../features/compare/pages/ComparePage'));
const MyEnquiriesPage = lazyPage(() => import('../features/enquiries/pages/MyEnquiriesPage'));
const SavedSearchesPage = lazyPage(() => import('../features/alerts/pages/SavedSearchesPage'));
const SavedOfflinePage = lazyPage(() => import('../features/offline/pages/SavedOfflinePage'));

const LandingPage = lazyPage(() => import('../features/landing/pages/LandingPage'));

const ServicePage = lazyPage(() => import('../features/services/pages/ServicePage'));
const AdminPage = lazyPage(() => import('../features/admin/pages/AdminPage'));
const SellerPage = lazyPage(() => import('../features/sellers/pages/SellerPage'));

/** Shown for every path that is not in the route table, inside the common layout. */
export const NotFoundPage = lazyPage(() => import('../features/content/pages/NotFoundPage'));

type SharedPageKey = ServiceRouteKey | AdminRouteKey | SellerRouteKey | PostingRouteKey;

/**
 * The pages that serve a kind of route, each told which route it is: every `service…` route, every
 * `admin…`, every `seller…` and every `post…`. Keyed by the routes' common start, which the server's
 * preloads also read (build/page-modules.ts).
 */
const SHARED_PAGES = {
  service: ServicePage,
  admin: AdminPage,
  seller: SellerPage,
  post: PostingPage,
};

type SharedKind = keyof typeof SHARED_PAGES;
const SHARED_KINDS = Object.keys(SHARED_PAGES) as SharedKind[];
const sharedKind = (key: RouteKey): SharedKind | undefined => SHARED_KINDS.find((kind) => key.startsWith(kind));

/** Pages with a module of their own; typed over every other key, so a new route fails to compile here. */
const DEDICATED_PAGES: Record<Exclude<RouteKey, SharedPageKey>, LazyPage<object>> = {
  home: HomePage,
  properties: PropertiesPage,
  search: SearchPage,
  searchResults: SearchResultsPage,
  profile: ProfilePage,
  about: AboutPage,
  contact: ContactPage,
  login: LoginPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  propertyProfile: PropertyDetailPage,
  projectProfile: ProjectDetailPage,
  broker: BrokerPage,
  realEstateAdvice: AdvicePage,
  insightsLocalities: LocalitiesPage,
  insightsPriceTrends: PriceTrendsPage,
  insightsEmiCalculator: EmiCalculatorPage,
  insightsReviews: ReviewsPage,
  reviewWrite: WriteReviewPage,
  shortlist: ShortlistPage,
  compare: ComparePage,
  myEnquiries: MyEnquiriesPage,
  savedSearches: SavedSearchesPage,
  savedOffline: SavedOfflinePage,
  // One page for every landing address: it reads which one from the address itself.
  landingCity: LandingPage,
  landingTopic: LandingPage,
};

/** The element a route renders: its own page, or the shared page of its kind told which route it is. */
export function renderRoute(key: RouteKey): ReactElement {
  const kind = sharedKind(key);
  if (kind) {
    // Each shared page takes the keys of its own kind, which `sharedKind` has just checked.
    const Shared = SHARED_PAGES[kind] as unknown as LazyPage<{ routeKey: RouteKey }>;
    return <Shared routeKey={key} />;
  }
  const Page = DEDICATED_PAGES[key as Exclude<RouteKey, SharedPageKey>];
  return <Page />;
}

/** The pages with a module of their own (every route but the shared pages of a kind). */
type DedicatedPageKey = keyof typeof DEDICATED_PAGES;

/** Fetches (once) the code of a page with a module of its own; a later render shows it at once. */
const loadPageCode = (key: DedicatedPageKey): Promise<void> => DEDICATED_PAGES[key].preload();

/**
 * Fetches the code of the page at `pathname` (a page with a module of its own), so the first render can
 * show it at once; resolves either way (a failed download is the page's own error screen to show).
 */
export function preloadPage(pathname: string): Promise<void> {
  const key = appRouteKey(pathname);
  return key && key in DEDICATED_PAGES
    ? loadPageCode(key as DedicatedPageKey).catch(() => undefined)
    : Promise.resolve();
}
