/**
 * The compare tray: once a property is chosen, a bar at the bottom of results, landing, shortlist, property
 * and home pages with the chosen ones (photo, title, remove), Clear all and "Compare N" to the comparison;
 * one toast at most, none for what the tray already shows; Compare on the home page's rails.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_UI } from '../../src/client/features/compare/compare.content';
import { clearCompared } from '../../src/client/features/compare/compare-store';
import { DETAIL_UI } from '../../src/client/features/listing-detail/detail.content';
import { SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { COMPARE_LIMITS, COMPARE_MESSAGES, type CompareListing } from '../../src/shared/compare/compare-constants';
import { HOME_LABELS } from '../../src/shared/home';
import type { ListingCard } from '../../src/shared/listings/listing-types';
import { PATHS } from '../../src/shared/routes';
import { ok, propertyDetail } from '../fixtures/listing-detail';
import { stubFetch } from '../helpers/fetch-stub';
import { renderApp } from '../helpers/render-app';
import { BHOPAL_FLATS, listingCard, SEARCH } from '../helpers/search-dom';

// The pages and the tray are lazy chunks: transform them once, not inside a test's time limit.
beforeAll(async () => {
  await import('../../src/client/features/listings/pages/SearchResultsPage');
  await import('../../src/client/features/home/HomePage');
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
  await import('../../src/client/features/compare/components/CompareTrayPanel');
  await import('../../src/client/features/compare/compare-toggle');
}, 30_000);

// The device's choice outlives a test (one IndexedDB per file): every test starts with none.
afterEach(() => clearCompared());

const COMPARE = 'GET /api/compare';

/** The comparison's answer for these cards, as the API gives it (the tray picks the ids it asked for). */
const comparison = (cards: ListingCard[]) =>
  ({
    status: 200,
    body: {
      success: true,
      missing: [],
      data: cards.map(
        (card): CompareListing => ({
          id: card.id,
          title: card.title,
          propertyType: card.propertyType,
          transactionType: card.transactionType,
          price: card.price,
          deposit: card.deposit,
          pricePerSqft: card.pricePerSqft,
          area: card.area,
          bedrooms: card.bedrooms,
          bathrooms: card.bathrooms,
          floor: null,
          totalFloors: null,
          furnishing: card.furnishing,
          possession: card.possession,
          possessionDate: null,
          ageYears: null,
          amenities: [],
          location: card.location,
          coverPhoto: card.coverPhoto,
          localityRating: null,
        }),
      ),
    },
  }) as const;

const tray = () => screen.findByRole('region', { name: COMPARE_UI.tray.label });
const toasts = () => document.querySelectorAll('[data-toaster] [role="status"]');

/** Presses a card's Compare and waits until the device has saved the choice. */
async function choose(card: HTMLElement) {
  const button = within(card).getByRole('button', { name: COMPARE_MESSAGES.add });
  fireEvent.click(button);
  await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
}

/** The results page for five cards, waiting for them. */
async function openResults(cards: ListingCard[]) {
  stubFetch({
    [SEARCH]: {
      status: 200,
      body: { success: true, data: cards, total: 5, totalCapped: false, page: 1, pageSize: 20 },
    },
    [COMPARE]: comparison(cards),
  });
  renderApp(BHOPAL_FLATS);
  const list = await waitFor(() => {
    const found = screen.getByRole('list', { name: SEARCH_LABELS.resultsList });
    expect(found.getAttribute('aria-busy')).toBeNull();
    return found;
  });
  return within(list).getAllByRole('article');
}

describe('the compare tray', { timeout: 20_000 }, () => {
  it('appears on results once a property is chosen, with a photo and title for each and the way to compare', async () => {
    const cards = Array.from({ length: 5 }, () => listingCard());
    const articles = await openResults(cards);
    expect(screen.queryByRole('region', { name: COMPARE_UI.tray.label })).toBeNull();

    for (const article of articles.slice(0, 3)) await choose(article);
    const region = await tray();
    const bar = within(region);
    const link = await bar.findByRole('link', { name: COMPARE_UI.tray.open(3) });
    const chosen = cards.slice(0, 3);
    expect(link.getAttribute('href')).toBe(`${PATHS.compare}?ids=${chosen.map((card) => card.id).join(',')}`);
    // A thumbnail and a remove button named by its title, for each, in the order chosen.
    await waitFor(() => expect(region.querySelectorAll('img')).toHaveLength(3));
    expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual(chosen.map((card) => card.title));
    for (const card of chosen) bar.getByRole('button', { name: COMPARE_UI.remove(card.title) });
    // Fixed to the screen: brand.styles.ts pads the page by its height.
    expect(region.getAttribute('data-compare-tray')).toBe('fixed');
  });

  it('takes one out, or all, from the tray: the cards catch up and it goes when nothing is left', async () => {
    const cards = Array.from({ length: 5 }, () => listingCard());
    const articles = await openResults(cards);
    await choose(articles[0] as HTMLElement);
    await choose(articles[1] as HTMLElement);
    const bar = within(await tray());
    const second = cards[1] as ListingCard;
    fireEvent.click(await bar.findByRole('button', { name: COMPARE_UI.remove(second.title) }));
    await bar.findByRole('link', { name: COMPARE_UI.tray.open(1) });
    const pressed = (index: number) =>
      within(articles[index] as HTMLElement)
        .getByRole('button', { name: COMPARE_MESSAGES.add })
        .getAttribute('aria-pressed');
    await waitFor(() => expect(pressed(1)).toBe('false'));
    expect(pressed(0)).toBe('true');
    expect(bar.queryByRole('button', { name: COMPARE_UI.remove(second.title) })).toBeNull();
    // Focus stays in the tray, on its way on, when the pressed button goes.
    expect(document.activeElement?.textContent).toBe(COMPARE_UI.tray.open(1));

    fireEvent.click(bar.getByRole('button', { name: COMPARE_UI.tray.clearAll }));
    await waitFor(() => expect(screen.queryByRole('region', { name: COMPARE_UI.tray.label })).toBeNull());
    await waitFor(() => expect(pressed(0)).toBe('false'));
  });

  it('shows one toast at most: none for what the tray shows, one for a refusal', async () => {
    const cards = Array.from({ length: 5 }, () => listingCard());
    const articles = await openResults(cards);
    // The first choice, before the tray is on screen: the toast says so.
    await choose(articles[0] as HTMLElement);
    await screen.findByText(COMPARE_MESSAGES.added(1));
    await tray();
    for (const article of articles.slice(1, COMPARE_LIMITS.max)) {
      await choose(article);
      expect(toasts().length).toBeLessThanOrEqual(1);
    }
    await within(await tray()).findByRole('link', { name: COMPARE_UI.tray.open(COMPARE_LIMITS.max) });
    // With the tray on screen the change is told in its status line (screen readers), not over the cards.
    await waitFor(() => expect(screen.getByText(COMPARE_MESSAGES.added(COMPARE_LIMITS.max))).toBeTruthy());
    expect(screen.getByText(COMPARE_MESSAGES.added(COMPARE_LIMITS.max)).closest('[data-toaster]')).toBeNull();

    // A fifth is refused, twice: one toast, never two.
    const fifth = within(articles[4] as HTMLElement).getByRole('button', { name: COMPARE_MESSAGES.add });
    fireEvent.click(fifth);
    await screen.findByText(COMPARE_MESSAGES.full);
    fireEvent.click(fifth);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText(COMPARE_MESSAGES.full)).toHaveLength(1);
    expect(toasts()).toHaveLength(1);
    expect(fifth.getAttribute('aria-pressed')).toBe('false');
  });

  it('sits with the property page’s Call and Enquire bar, above it, not over it', async () => {
    const property = propertyDetail();
    stubFetch({
      [`GET /api/properties/${property.id}`]: ok(property),
      [`GET /api/properties/${property.id}/similar`]: ok([]),
      [COMPARE]: comparison([listingCard({ id: property.id, title: property.title })]),
    });
    renderApp(`${PATHS.propertyProfile}?id=${property.id}`);
    await screen.findByRole('heading', { level: 1, name: property.title });
    fireEvent.click(screen.getByRole('button', { name: COMPARE_MESSAGES.add }));
    const region = await tray();
    await within(region).findByRole('link', { name: COMPARE_UI.tray.open(1) });
    expect(region.getAttribute('data-compare-tray')).toBe('docked');
    const bar = screen.getByRole('navigation', { name: DETAIL_UI.quickActions });
    // One sticky block: the tray first, the bar under it.
    expect(region.parentElement).toBe(bar.parentElement);
    expect(region.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Compare on the home page', { timeout: 20_000 }, () => {
  it('is on every card of the featured rail, and brings up the tray', async () => {
    const cards = [listingCard({ title: 'Sunny 2 BHK' }), listingCard({ title: 'Lake view plot' })];
    stubFetch({
      'GET /api/properties/featured': ok(cards),
      [COMPARE]: comparison(cards),
    });
    renderApp(PATHS.home);
    const section = (await screen.findByRole('heading', { name: HOME_LABELS.featured })).closest(
      'section',
    ) as HTMLElement;
    await within(section).findByRole('link', { name: /Sunny 2 BHK/ });
    const articles = within(section).getAllByRole('article');
    expect(articles).toHaveLength(2);
    for (const article of articles) within(article).getByRole('button', { name: COMPARE_MESSAGES.add });

    await choose(articles[1] as HTMLElement);
    const bar = within(await tray());
    expect((await bar.findByRole('link', { name: COMPARE_UI.tray.open(1) })).getAttribute('href')).toBe(
      `${PATHS.compare}?ids=${cards[1]?.id}`,
    );
    await bar.findByRole('button', { name: COMPARE_UI.remove('Lake view plot') });
  });
});
