/** The admin dashboard's words; the page and its tests both read them from here. */
import type { AdminAction } from '../../../../shared/admin/admin-audit-actions';

export const ADMIN_DASHBOARD_UI = {
  loading: 'Loading the dashboard…',
  retry: 'Try again',
  listingsHeading: 'Listings',
  newToday: 'New today',
  newThisWeek: 'New this week',
  peopleHeading: 'People',
  usersTotal: 'Users',
  usersNew: 'New users this week',
  sellerTypes: { Individual: 'Owners', Agent: 'Agents', Builder: 'Builders' },
  enquiriesTotal: 'Enquiries',
  enquiriesNew: 'New enquiries this week',
  revenueHeading: 'Revenue',
  revenueMonth: 'This month',
  revenueAll: 'All time',
  queuesHeading: 'Needs action',
  pendingListings: (n: number) => `${n} ${n === 1 ? 'listing' : 'listings'} waiting for review`,
  pendingProjects: (n: number) => `${n} ${n === 1 ? 'project' : 'projects'} waiting for review`,
  pendingBrokerRequests: (n: number) => `${n} broker ${n === 1 ? 'request' : 'requests'} waiting`,
  reportedListings: (n: number) => `${n} reported ${n === 1 ? 'listing' : 'listings'}`,
  reportedReviews: (n: number) => `${n} reported ${n === 1 ? 'review' : 'reviews'}`,
  review: 'Review',
  trendHeading: 'New listings, last 14 days',
  trendDay: 'Day',
  trendCount: 'New listings',
  activityHeading: 'Recent activity',
  activityEmpty: 'No admin actions yet.',
  systemActor: 'System',
} as const;

/** How audit actions read in the activity list (partial: new actions are added to the log by other features). */
export const ADMIN_ACTION_LABELS: Partial<Record<AdminAction, string>> = {
  'property.approve': 'approved listing',
  'property.reject': 'rejected listing',
  'project.approve': 'approved project',
  'project.reject': 'rejected project',
  'property.feature': 'featured listing',
  'property.unfeature': 'unfeatured listing',
  'property.delete': 'deleted listing',
  'project.feature': 'featured project',
  'project.unfeature': 'unfeatured project',
  'project.delete': 'deleted project',
  'user.create_admin': 'created admin account',
  'user.promote_admin': 'made an admin of account',
  'user.block': 'blocked account',
  'user.unblock': 'unblocked account',
  'user.change_seller_type': 'changed the seller type of account',
  'user.delete_account': 'deleted their own account',
  'broker_request.approve': 'approved broker request',
  'broker_request.reject': 'rejected broker request',
};

/** An action without a label still reads sensibly: `plan.update` becomes 'plan update'. */
export const actionLabel = (action: string): string =>
  ADMIN_ACTION_LABELS[action as AdminAction] ?? action.replace(/[._]/g, ' ');
