import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_HEAD, TRENDS_COPY, TRENDS_MINIMUM } from '../../src/client/features/insights/insights.content';
import { documentTitle } from '../../src/client/lib/use-document-title';
import type { PriceTrends } from '../../src/shared/insights/insights-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';

const BHOPAL: PriceTrends = {
  city: 'Bhopal',
  months: [
    { month: '2026-05', medianPricePerSqft: 5000, listings: 24 },
    { month: '2026-06', medianPricePerSqft: null, listings: 0 },
    { month: '2026-07', medianPricePerSqft: 5750, listings: 31 },
    // One listing is not a market: drawn lighter, left out of the headline figures.
    { month: '2026-08', medianPricePerSqft: 9000, listings: 1 },
  ],
  byType: [
    { propertyType: 'Flat/Apartment', medianPricePerSqft: 4808, listings: 10 },
    { propertyType: 'Plot', medianPricePerSqft: 3104, listings: 4 },
  ],
};

const trendsAsked = (api: ReturnType<typeof stubFetch>) =>
  api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/insights/price-trends'));

async function open(path: string, trends: PriceTrends) {
  const api = stubFetch({
    'GET /api/insights/cities': { status: 200, body: { success: true, data: [] } },
    'GET /api/insights/price-trends': { status: 200, body: { success: true, data: trends } },
  });
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: ROUTES.insightsPriceTrends.title }, { timeout: 5000 });
  return api;
}

const stat = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('price trends', () => {
  it("shows a city's months as a table, the latest median and the change since the first month", async () => {
    const api = await open(`${PATHS.insightsPriceTrends}?city=Bhopal`, BHOPAL);
    const table = await screen.findByRole('table', { name: TRENDS_COPY.chartCaption('Bhopal') });
    expect(trendsAsked(api)).toEqual(['/api/insights/price-trends?city=Bhopal']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MonthMedian price per sq.ftListings',
      'May 2026₹5,000/sq.ft24',
      `Jun 2026${TRENDS_COPY.noListings}0`,
      'Jul 2026₹5,750/sq.ft31',
      'Aug 2026₹9,000/sq.ft1',
    ]);
    expect(stat(`${TRENDS_COPY.latest} (Jul 2026, 31 listings)`)).toBe('₹5,750/sq.ft');
    expect(stat(TRENDS_COPY.change('May 2026'))).toBe('+15%');
    expect(stat(TRENDS_COPY.listings)).toBe('56');
    // The words say the months shown, and how many listings they count.
    expect(screen.getByText(TRENDS_COPY.span('May 2026', 'Aug 2026', 4, 56))).toBeTruthy();
    expect(screen.queryByText(/12 months/)).toBeNull();
    const byType = screen.getByRole('table', { name: TRENDS_COPY.byTypeCaption('Bhopal') });
    expect(within(byType).getByRole('row', { name: /Plot/ }).textContent).toBe('Plot₹3,104/sq.ft4');
    expect(screen.getByRole('link', { name: TRENDS_COPY.localitiesLink('Bhopal') }).getAttribute('href')).toBe(
      `${PATHS.insightsLocalities}?city=Bhopal`,
    );
    expect(document.title).toBe(documentTitle(INSIGHTS_HEAD.trendsTitle('Bhopal')));
  });

  it('asks for all of India with an empty city, and says when there is too little to draw a trend', async () => {
    const thin: PriceTrends = {
      city: null,
      months: [{ month: '2026-10', medianPricePerSqft: 4000, listings: 2 }],
      byType: [{ propertyType: 'Plot', medianPricePerSqft: 4000, listings: 2 }],
    };
    const api = await open(`${PATHS.insightsPriceTrends}?city=`, thin);
    expect(await screen.findByText(TRENDS_COPY.empty('All India'))).toBeTruthy();
    expect(trendsAsked(api)).toEqual(['/api/insights/price-trends']);
    expect(screen.getByRole('heading', { level: 2, name: TRENDS_COPY.heading(null) })).toBeTruthy();
    expect(document.title).toBe(documentTitle(INSIGHTS_HEAD.trendsTitle(null)));
    // No trend, but the month and its count still show what there is.
    const months = screen.getByRole('table', { name: TRENDS_COPY.chartCaption('All India') });
    expect(
      within(months)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('Oct 2026₹4,000/sq.ft2');
    const chooser = screen.getByRole('navigation', { name: 'City' });
    await waitFor(() =>
      expect(within(chooser).getByRole('link', { name: 'All India' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('claims no trend from a few listings a month: it says so, with the months and their counts', async () => {
    // Six months of 4 to 12 listings: a median of a handful is no market, whatever change it shows.
    const few: PriceTrends = {
      city: 'Bhopal',
      months: [4, 6, 12, 5, 9, 7].map((listings, index) => ({
        month: `2026-0${index + 4}`,
        medianPricePerSqft: 4000 + index * 120,
        listings,
      })),
      byType: [{ propertyType: 'Plot', medianPricePerSqft: 3104, listings: 43 }],
    };
    expect(TRENDS_MINIMUM.perMonth).toBeGreaterThan(12);
    await open(`${PATHS.insightsPriceTrends}?city=Bhopal`, few);
    expect(await screen.findByText(TRENDS_COPY.empty('Bhopal'))).toBeTruthy();
    expect(TRENDS_COPY.empty('Bhopal')).toMatch(/^Not enough listings to show a trend/);
    expect(screen.getByText(TRENDS_COPY.span('Apr 2026', 'Sep 2026', 6, 43))).toBeTruthy();
    expect(screen.queryByText(TRENDS_COPY.change('Apr 2026'))).toBeNull();
    expect(screen.queryByText(/%$/)).toBeNull();
    const table = screen.getByRole('table', { name: TRENDS_COPY.chartCaption('Bhopal') });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByText(/12 months/)).toBeNull();
  });
});
