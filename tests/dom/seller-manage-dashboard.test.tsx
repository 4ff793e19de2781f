import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../src/client/features/sellers/pages/DashboardPage';
import { PATHS, ROUTES } from '../../src/shared/routes';
import type { SellerMe } from '../../src/shared/sellers/seller-constants';
import { countByMonth, MANAGE_UI } from '../../src/shared/sellers/seller-ui-manage';
import { storeSession } from '../fixtures/accounts';
import { isolateFromNetwork, stubFetch } from '../helpers/fetch-stub';
import { enquiryPage, listingPage, queriesTo, renderPage, sellerEnquiry, sellerListing } from './seller-manage-support';

configure({ asyncUtilTimeout: 3000 });

const UI = MANAGE_UI.dashboard;

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
    listings: { pending: 1, active: 1, rejected: 1, sold: 2, rented: 0, deleted: 0 },
    live: 2,
    quota: 3,
    quotaLeft: 1,
    enquiries: { new: 2, total: 3 },
    views: 0,
    enquiriesByMonth: [],
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
    // The stub sees paths only: the query string of the call being answered is the last one made.
    'GET /api/seller/properties': () => {
      const url = new URL(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://localhost');
      const data =
        url.searchParams.get('status') === 'rejected' ? [rejected] : [sellerListing({ views: 120 }), rejected];
      return { status: 200, body: listingPage(data) };
    },
    'GET /api/seller/enquiries': {
      status: 200,
      body: enquiryPage([
        sellerEnquiry({ id: 3, createdAt: '2026-11-20T10:00:00.000Z' }),
        sellerEnquiry({ id: 2, createdAt: '2026-11-02T10:00:00.000Z' }),
        sellerEnquiry({ id: 1, createdAt: '2026-09-15T10:00:00.000Z', status: 'closed' }),
      ]),
    },
    ...overrides,
  });
}

describe('the seller dashboard', () => {
  isolateFromNetwork();

  it('shows the counts, the views of all listings and the free listings left', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00.000Z'), toFake: ['Date'] });
    const api = stubDashboard();
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.sellerDashboard.title })).toBeTruthy();
    const counts = within(await screen.findByRole('region', { name: UI.countsHeading }));
    const stat = (label: string) => counts.getByText(label).nextElementSibling?.textContent;
    expect(stat('Pending review')).toBe('1');
    expect(stat('Sold')).toBe('2');
    expect(stat(UI.views)).toBe('120');
    expect(stat(UI.enquiriesNew)).toBe('2');
    expect(stat(UI.enquiriesTotal)).toBe('3');
    expect(counts.getByText(UI.quotaLeft(1, 3))).toBeTruthy();
    expect(counts.getByRole('link', { name: UI.addProperty }).getAttribute('href')).toBe(PATHS.sellerAddProperty);
    expect(queriesTo(api, '/api/seller/properties').map((query) => query.get('status'))).toContain('rejected');
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

  it('charts enquiries per month with a table of the same numbers', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00.000Z'), toFake: ['Date'] });
    stubDashboard();
    storeSession();
    renderPage(DashboardPage, PATHS.sellerDashboard);
    const table = await screen.findByRole('table', { name: UI.chartHeading });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Jun 20260', 'Jul 20260', 'Aug 20260', 'Sep 20261', 'Oct 20260', 'Nov 20262']);
  });

  it('says when nothing needs attention and there are no enquiries yet', async () => {
    stubDashboard({
      'GET /api/sellers/me': { status: 200, body: { success: true, data: me({ enquiries: { new: 0, total: 0 } }) } },
      'GET /api/seller/properties': { status: 200, body: listingPage([]) },
      'GET /api/seller/enquiries': { status: 200, body: enquiryPage([]) },
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

describe('countByMonth', () => {
  it('counts by the month in India and keeps quiet months as 0', () => {
    const months = countByMonth(
      ['2026-10-31T19:00:00.000Z', '2026-10-01T00:00:00.000Z', 'nonsense'],
      new Date('2026-11-05T00:00:00Z'),
      3,
    );
    expect(months).toEqual([
      { key: '2026-09', label: 'Sep 2026', count: 0 },
      { key: '2026-10', label: 'Oct 2026', count: 1 },
      { key: '2026-11', label: 'Nov 2026', count: 1 },
    ]);
  });
});
