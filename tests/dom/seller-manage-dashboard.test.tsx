import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANAGE_UI } from '../../src/client/features/sellers/manage/manage.content';
import DashboardPage from '../../src/client/features/sellers/pages/DashboardPage';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import type { SellerMe } from '../../src/shared/sellers/seller-constants';
import { storeSession } from '../fixtures/accounts';
import { stubFetch } from '../helpers/fetch-stub';
import { listingPage, queriesTo, renderPage, sellerListing } from '../helpers/seller-manage-dom';

const UI = MANAGE_UI.dashboard;

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const COUNTS = [12, 0, 30, 41, 25, 18, 0, 22, 35, 40, 52, 40];

const me = (counts: Partial<SellerMe['counts']> = {}): SellerMe => ({
  userId: 4,
  sellerType: 'Individual',
  companyName: null,
  address: null,
  city: 'Bhopal',
  state: 'Madhya Pradesh',
  about: null,
  experienceYears: null,
  reraAgentNumber: null,
  photo: null,
  photoUrls: null,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  counts: {
    listings: { pending: 1, active: 1, rejected: 1, sold: 2, rented: 0, deleted: 0, expired: 0 },
    live: 2,
    quota: 3,
    quotaLeft: 1,
    projects: { live: 0, quota: 1, left: 1 },
    enquiries: { new: 2, total: 315 },
    // More than the 50 listings or enquiries one page holds: the server counts them all.
    views: 48_213,
    enquiriesByMonth: MONTHS.map((month, index) => ({ month, count: COUNTS[index] ?? 0 })),
    ...counts,
  },
});

const rejected = sellerListing({
  id: 12,
  status: 'rejected',
  title: 'Plot on Kolar Road for sale',
  rejectionReason: 'Blurry photos',
  views: 0,
});

function stubDashboard(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    'GET /api/sellers/me': { status: 200, body: { success: true, data: me() } },
    'GET /api/seller/properties': { status: 200, body: listingPage([rejected]) },
    ...overrides,
  });
}

describe('the seller dashboard', () => {
  it("shows the counts, the views of all the seller's listings and the free listings left", async () => {
    const api = stubDashboard();
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.sellerDashboard.title })).toBeTruthy();
    const counts = within(await screen.findByRole('region', { name: UI.countsHeading }));
    const stat = (label: string) => counts.getByText(label).nextElementSibling?.textContent;
    expect(stat('Pending review')).toBe('1');
    expect(stat('Sold')).toBe('2');
    expect(stat(UI.views)).toBe('48,213');
    expect(stat(UI.enquiriesNew)).toBe('2');
    expect(stat(UI.enquiriesTotal)).toBe('315');
    expect(counts.getByText(UI.quotaLeft(1, 3))).toBeTruthy();
    expect(counts.getByRole('link', { name: UI.addProperty }).getAttribute('href')).toBe(PATHS.sellerAddProperty);
    // The counts are the server's: neither every listing nor every enquiry is read to add them up.
    // Two short reads: the rejected listings, and those due for confirmation (the "Still available?" panel).
    expect(
      queriesTo(api, '/api/seller/properties')
        .map((query) => query.get('status') ?? `due=${query.get('due')}`)
        .sort(),
    ).toEqual(['due=yes', 'rejected']);
    expect(queriesTo(api, '/api/seller/enquiries')).toEqual([]);
  });

  it('lists rejected listings with their reasons and the new enquiries as needing attention', async () => {
    stubDashboard();
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    const attention = within(await screen.findByRole('region', { name: UI.attentionHeading }));
    expect(attention.getByText(UI.rejectedReason('Blurry photos'))).toBeTruthy();
    expect(attention.getByRole('link', { name: UI.fixListing }).getAttribute('href')).toBe(
      '/saller/property/add?id=12',
    );
    expect(attention.getByText(UI.newEnquiries(2))).toBeTruthy();
    expect(attention.getByRole('link', { name: UI.openInbox }).getAttribute('href')).toBe(PATHS.sellerQueries);
  });

  it("charts the server's enquiries for each of the last 12 months, with a table of the same numbers", async () => {
    stubDashboard();
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    const chart = within(await screen.findByRole('region', { name: UI.chartHeading }));
    expect(chart.getByText(UI.chartPeriod(12))).toBeTruthy();
    const rows = within(chart.getByRole('table', { name: UI.chartHeading }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Dec 2025', '12'],
      ['Jan 2026', '0'],
      ['Feb 2026', '30'],
      ['Mar 2026', '41'],
      ['Apr 2026', '25'],
      ['May 2026', '18'],
      ['Jun 2026', '0'],
      ['Jul 2026', '22'],
      ['Aug 2026', '35'],
      ['Sep 2026', '40'],
      ['Oct 2026', '52'],
      ['Nov 2026', '40'],
    ]);
  });

  it('links to every rejected listing when there are more than the page it shows', async () => {
    stubDashboard({
      'GET /api/sellers/me': {
        status: 200,
        body: {
          success: true,
          data: me({ listings: { pending: 0, active: 0, rejected: 60, sold: 0, rented: 0, deleted: 0, expired: 0 } }),
        },
      },
    });
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    const attention = within(await screen.findByRole('region', { name: UI.attentionHeading }));
    expect(attention.getByRole('link', { name: UI.allRejected(60) }).getAttribute('href')).toBe(
      `${PATHS.sellerProperties}?status=rejected`,
    );
  });

  it('says when nothing needs attention and there are no enquiries yet', async () => {
    stubDashboard({
      'GET /api/sellers/me': {
        status: 200,
        body: {
          success: true,
          data: me({
            enquiries: { new: 0, total: 0 },
            enquiriesByMonth: MONTHS.map((month) => ({ month, count: 0 })),
          }),
        },
      },
      'GET /api/seller/properties': { status: 200, body: listingPage([]) },
    });
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    expect(await screen.findByText(UI.nothingNeedsAttention)).toBeTruthy();
    expect(screen.getByText(UI.chartEmpty)).toBeTruthy();
  });

  it("shows the server's message when the profile cannot load", async () => {
    stubDashboard({
      'GET /api/sellers/me': { status: 403, body: { success: false, message: 'A seller account is needed for this.' } },
    });
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    expect((await screen.findByRole('alert')).textContent).toContain('A seller account is needed for this.');
  });
});
