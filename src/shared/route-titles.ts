/**
 * The title every route shows (its page's heading and the document's title), with its path and area. Kept
 * apart from routes.ts, which the first screen loads: only the pages that show a title load this table.
 */
import { FIRST_SCREEN_TITLES, PATHS, type RouteArea, type RouteKey, type RoutePath, routeArea } from './routes';

export interface RouteInfo {
  readonly path: RoutePath;
  readonly title: string;
  readonly area: RouteArea;
}

/** Every route's title; typed over every key, so a new route fails to compile without one. */
const TITLES: Record<RouteKey, string> = {
  home: FIRST_SCREEN_TITLES.home,
  properties: 'Properties',
  search: 'Search properties',
  searchResults: 'Search results',
  profile: 'My Profile',
  about: 'About Us',
  contact: 'Contact Us',
  login: 'Login',
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  propertyProfile: 'Property details',
  projectProfile: 'Project details',
  broker: 'Agent profile',
  postProperty: 'Post property for Free',
  postProject: 'Post a project',
  postAProperty: 'Post a property',
  realEstateAdvice: 'Real Estate Advice',
  servicePropertyManagement: 'Property Management',
  serviceValuation: 'Property Valuation',
  serviceLegal: 'Legal Assistance',
  serviceMortgage: 'Mortgage',
  serviceInspection: 'Home Inspection',
  serviceInvestment: 'Investment',
  serviceAgents: 'Agents',
  serviceBuilders: 'Builders',
  serviceArchitects: 'Architects',
  serviceInteriorDecorators: 'Interior Decorators',
  serviceVaastu: 'Vaastu',
  serviceContractors: 'Contractors',
  serviceConsultants: 'Consultants',
  insightsLocalities: 'Understand localities',
  insightsPriceTrends: 'Property price trends',
  insightsEmiCalculator: 'Home loan EMI calculator',
  insightsReviews: 'Resident reviews of localities',
  reviewWrite: 'Review a locality',
  shortlist: FIRST_SCREEN_TITLES.shortlist,
  compare: 'Compare properties',
  myEnquiries: 'My enquiries',
  savedSearches: 'Saved searches',
  savedOffline: FIRST_SCREEN_TITLES.savedOffline,
  // Each landing page's heading is its own ('Flats for sale in Bhopal'): these name the kinds of page.
  landingCity: 'Property in a city',
  landingTopic: 'Property by type or locality',
  adminLogin: 'Admin login',
  adminDashboard: 'Admin dashboard',
  adminAllProperties: 'All properties',
  adminPropertyReview: 'Review property',
  adminBrokerProperties: 'Properties posted by agents',
  adminUserProperties: 'Properties posted by owners',
  adminSellers: 'Manage sellers',
  adminUsers: 'Manage users',
  adminBrokerRequests: 'Broker requests',
  adminReports: 'Reported listings',
  adminPayments: 'All payments',
  adminSubscriptions: 'Manage subscriptions',
  adminSubscriptionEdit: 'Edit subscription',
  adminChangePassword: 'Change password',
  adminReviews: 'Resident reviews',
  sellerDashboard: 'Seller dashboard',
  sellerLogin: 'Seller login',
  sellerSignup: 'Seller sign up',
  sellerUpdateProfile: 'Update profile',
  sellerChangePassword: 'Change password',
  sellerAddProperty: 'Add property',
  sellerQueries: 'Manage queries',
  sellerProperties: 'My properties',
  sellerAddProject: 'Add project',
  sellerProjects: 'My projects',
};

/** Title and area of every route; `ROUTES.home.title` is what the page's heading says. */
export const ROUTES: Readonly<Record<RouteKey, RouteInfo>> = Object.fromEntries(
  (Object.keys(PATHS) as RouteKey[]).map((key) => [
    key,
    { path: PATHS[key], title: TITLES[key], area: routeArea(key) },
  ]),
) as Record<RouteKey, RouteInfo>;
