import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_DASHBOARD_UI as UI } from '../../src/client/features/admin/dashboard/admin-dashboard.content';
import AdminDashboardPage from '../../src/client/features/admin/pages/AdminDashboardPage';
import { LISTING_STATUS_LABELS } from '../../src/client/ui/ui.content';
import { formatInr } from '../../src/shared/listings/format';
import { APP_MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS, reportedReviewsPath } from '../../src/shared/routes';
import { dashboardAnswer, dashboardData, storeAdmin } from '../helpers/admin-dom';
import { stubFetch } from '../helpers/fetch-stub';
import { renderPage } from '../helpers/seller-manage-dom';

const DASHBOARD = 'GET /api/admin/dashboard';

/** The number shown under a tile's label in one section. */
function tile(sectionName: string, label: string): string | null | undefined {
  const section = screen.getByRole('region', { name: sectionName });
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('the admin dashboard', () => {
  it('shows the counts, the queues with links, the trend as a table and the recent activity', async () => {
    storeAdmin();
    const api = stubFetch({ [DASHBOARD]: dashboardAnswer() });
    renderPage(AdminDashboardPage, PATHS.adminDashboard);
    await screen.findByRole('region', { name: UI.listingsHeading });
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.adminDashboard.title })).toBeTruthy();
    expect(api.to(DASHBOARD)[0]?.headers.authorization).toBe('Bearer test-token');

    expect(tile(UI.listingsHeading, UI.newToday)).toBe('4');
    expect(tile(UI.listingsHeading, UI.newThisWeek)).toBe('31');
    expect(tile(UI.listingsHeading, LISTING_STATUS_LABELS.active)).toBe('1,234');
    expect(tile(UI.listingsHeading, LISTING_STATUS_LABELS.pending)).toBe('7');
    expect(tile(UI.peopleHeading, UI.usersTotal)).toBe('5,678');
    expect(tile(UI.peopleHeading, UI.sellerTypes.Agent)).toBe('45');
    expect(tile(UI.peopleHeading, UI.enquiriesNew)).toBe('66');
    expect(tile(UI.revenueHeading, UI.revenueMonth)).toBe(formatInr(125_000));
    expect(tile(UI.revenueHeading, UI.revenueAll)).toBe(formatInr(2_450_000));

    const queues = screen.getByRole('region', { name: UI.queuesHeading });
    expect(within(queues).getByText(UI.pendingListings(7))).toBeTruthy();
    expect(within(queues).getByText(UI.pendingProjects(2))).toBeTruthy();
    expect(within(queues).getByText(UI.pendingBrokerRequests(1))).toBeTruthy();
    expect(within(queues).getByText(UI.reportedListings(3))).toBeTruthy();
    expect(within(queues).getByText(UI.reportedReviews(4))).toBeTruthy();
    const links = within(queues)
      .getAllByRole('link', { name: UI.review })
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      `${PATHS.adminAllProperties}?status=pending`,
      `${PATHS.adminAllProperties}?kind=projects&status=pending`,
      PATHS.adminBrokerRequests,
      PATHS.adminReports,
      reportedReviewsPath(),
    ]);

    const trend = screen.getByRole('table', { name: UI.trendHeading });
    const rows = within(trend).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    expect(rows.at(-1)?.textContent).toBe('22 Nov4');
    expect(rows[1]?.textContent).toBe('10 Nov1');

    const activity = screen.getByRole('region', { name: UI.activityHeading });
    const items = within(activity).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Demo Admin approved listing #88');
    expect(items[1]?.textContent).toContain(`${UI.systemActor} created admin account #1`);
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22T06:30:00.000Z');
  });

  it('says when there is no activity yet, and shows zero revenue as ₹0', async () => {
    storeAdmin();
    stubFetch({
      [DASHBOARD]: dashboardAnswer(dashboardData({ recentActivity: [], revenue: { thisMonthInr: 0, allTimeInr: 0 } })),
    });
    renderPage(AdminDashboardPage, PATHS.adminDashboard);
    expect(await screen.findByText(UI.activityEmpty)).toBeTruthy();
    expect(tile(UI.revenueHeading, UI.revenueAll)).toBe(formatInr(0));
  });

  it('says the dashboard could not be read, with a retry', async () => {
    storeAdmin();
    const api = stubFetch({
      [DASHBOARD]: { status: 500, body: { success: false, message: APP_MESSAGES.serverError } },
    });
    renderPage(AdminDashboardPage, PATHS.adminDashboard);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(APP_MESSAGES.serverError);
    api.routes[DASHBOARD] = dashboardAnswer();
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('region', { name: UI.listingsHeading })).toBeTruthy();
    expect(api.to(DASHBOARD)).toHaveLength(2);
  });
});
