import type { RouteKey } from '../../../shared/routes';

export type AdminRouteKey = Extract<RouteKey, `admin${string}`>;

/** What each admin page will let an admin do (the titles live in the route table). */
export const ADMIN_SUMMARIES: Record<AdminRouteKey, string> = {
  adminLogin: 'Admins sign in here, with a one-time code as a second step.',
  adminDashboard: 'Listings waiting for review, new sellers, broker requests and payments at a glance.',
  adminAllProperties: 'Every listing with its status: approve, reject with a reason, feature or remove.',
  adminBrokerProperties: 'Listings posted by agents, to check that brokers are not posing as owners.',
  adminUserProperties: 'Listings posted by owners, with duplicate and stale-listing checks.',
  adminSellers: 'Owners, agents and builders: profiles, plans, blocking and unblocking.',
  adminUsers: 'Buyer accounts: search, view activity and block abusive accounts.',
  adminBrokerRequests: 'Agents asking to be verified: check their documents, then approve or refuse.',
  adminPayments: 'Every payment and invoice, filterable by seller, plan, status and date.',
  adminSubscriptions: 'The plans sellers can buy: price, listing credits, featured credits and duration.',
  adminSubscriptionEdit: 'Change one plan’s price, credits and duration.',
  adminChangePassword: 'Change the admin account’s password; other sessions are signed out.',
};
