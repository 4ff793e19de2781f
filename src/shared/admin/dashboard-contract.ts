/**
 * GET /api/admin/dashboard: what the admin dashboard shows. Days, weeks and months are Indian
 * (IST, Asia/Kolkata) calendar days, as the admins in Bhopal read them.
 */
import { apiPath } from '../endpoints/api-path';
import type { ListingStatus, SellerType } from '../listings/vocabulary';

export const ADMIN_DASHBOARD_PATH = apiPath('GET /api/admin/dashboard');

/** The trend chart: this many IST days, today last. */
export const DASHBOARD_TREND_DAYS = 14;
/** "This week" is the last this-many IST days, today included (a rolling week, never a one-day Monday). */
export const DASHBOARD_WEEK_DAYS = 7;
/** How many audit entries the recent-activity list shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

export interface DashboardActivity {
  id: number;
  action: string;
  entityType: string;
  entityId: string;
  /** The admin's name; null for the system actor (`npm run admin:create`, the demo start) or a removed account. */
  actorName: string | null;
  /** ISO time. */
  at: string;
}

export interface AdminDashboard {
  listings: {
    /** Every status, zero when none. */
    byStatus: Record<ListingStatus, number>;
    /** Listings created since midnight IST, and in the rolling week. */
    newToday: number;
    newThisWeek: number;
  };
  /** Accounts that are not deleted (buyers, sellers and admins). */
  users: { total: number; newThisWeek: number };
  sellersByType: Record<SellerType, number>;
  enquiries: { total: number; newThisWeek: number };
  /** Sums of paid payments in whole rupees: the IST calendar month so far (by payment time) and all time. */
  revenue: { thisMonthInr: number; allTimeInr: number };
  queues: {
    pendingListings: number;
    pendingProjects: number;
    pendingBrokerRequests: number;
    /** Listings and projects with open reports, and reviews with open reports. */
    reportedListings: number;
    reportedReviews: number;
  };
  /** New listings per IST day, oldest first, `DASHBOARD_TREND_DAYS` entries, zero-filled; `date` is YYYY-MM-DD. */
  trend: { date: string; count: number }[];
  /** The newest audit entries, newest first. */
  recentActivity: DashboardActivity[];
}

export interface AdminDashboardResponse {
  success: true;
  data: AdminDashboard;
}
