import type { RouteKey } from '../../../shared/routes';

export type SellerRouteKey = Extract<RouteKey, `seller${string}`>;

/** What each seller page will let an owner, agent or builder do (the titles live in the route table). */
export const SELLER_SUMMARIES: Record<SellerRouteKey, string> = {
  sellerDashboard: 'Your listings, their views and the enquiries buyers have sent, at a glance.',
  sellerLogin: 'Owners, agents and builders sign in here to post and manage properties.',
  sellerSignup: 'Register as an owner, agent or builder with your phone number and a one-time code.',
  sellerUpdateProfile: 'Your name, company, address and photo as buyers see them.',
  sellerChangePassword: 'Change your password; your other sessions are signed out.',
  sellerAddProperty:
    'Post a property with its price, area, photos and location; an admin reviews it before it goes live.',
  sellerQueries: 'Enquiries from buyers about your listings: mark them seen, respond or close them.',
  sellerProperties: 'Everything you have posted, with its review status, and edit or mark it sold.',
  sellerAddProject: 'Builders add a project with unit configurations, prices, RERA number and dates.',
  sellerProjects: 'Your projects and how many units are still available.',
};
