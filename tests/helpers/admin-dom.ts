/** Data for the admin DOM tests: a stored admin session and a dashboard answer. */
import type { AdminDashboard } from '../../src/shared/admin/dashboard-contract';
import { accountUser, storeSession } from '../fixtures/accounts';

export const adminUser = () =>
  accountUser({ id: 1, firstName: 'Demo', lastName: 'Admin', email: 'admin@example.in', role: 'admin' });

export const storeAdmin = () => storeSession(adminUser());

export const dashboardData = (overrides: Partial<AdminDashboard> = {}): AdminDashboard => ({
  listings: {
    byStatus: { pending: 7, active: 1234, rejected: 3, sold: 40, rented: 12, deleted: 5, expired: 2 },
    newToday: 4,
    newThisWeek: 31,
  },
  users: { total: 5678, newThisWeek: 90 },
  sellersByType: { Individual: 210, Agent: 45, Builder: 9 },
  enquiries: { total: 880, newThisWeek: 66 },
  revenue: { thisMonthInr: 125_000, allTimeInr: 2_450_000 },
  queues: { pendingListings: 7, pendingProjects: 2, pendingBrokerRequests: 1, reportedListings: 3, reportedReviews: 4 },
  trend: Array.from({ length: 14 }, (_, i) => ({
    date: `2026-11-${String(9 + i).padStart(2, '0')}`,
    count: i === 13 ? 4 : i % 3,
  })),
  recentActivity: [
    {
      id: 2,
      action: 'property.approve',
      entityType: 'property',
      entityId: '88',
      actorName: 'Demo Admin',
      at: '2026-11-22T06:30:00.000Z',
    },
    {
      id: 1,
      action: 'user.create_admin',
      entityType: 'user',
      entityId: '1',
      actorName: null,
      at: '2026-11-20T04:00:00.000Z',
    },
  ],
  ...overrides,
});

export const dashboardAnswer = (data: AdminDashboard = dashboardData()) => ({
  status: 200,
  body: { success: true, data },
});
