/**
 * Screens that show listings, offline: what the service worker saved is shown with 'Offline, saved on
 * <date>'; what was never opened on this device says so instead of spinning or failing.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { LOCATION_LABELS } from '../../src/client/features/location/location.content';
import { SEARCH_LABELS } from '../../src/client/features/search/search.content';
import { HOME_LABELS } from '../../src/shared/home';
import { CITY_CHOICES } from '../../src/shared/location/city-choices';
import { MESSAGES } from '../../src/shared/messages';
import { formatSavedAt, OFFLINE_MESSAGES } from '../../src/shared/offline/offline-contract';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { ok, projectDetail, propertyDetail } from '../fixtures/listing-detail';
import {
  notSavedAnswer,
  SAVED_AT,
  SAVED_DAY,
  savedAnswer,
  searchNotSavedAnswer,
  serveAsWorker,
} from '../helpers/offline-dom';
import { renderApp } from '../helpers/render-app';
import { BHOPAL_FLATS, listingCard, SEARCH, searchAnswer } from '../helpers/search-dom';

// The pages are lazy chunks: transform them once before the first test, not inside its time limit.
beforeAll(async () => {
  await import('../../src/client/features/home/HomePage');
  await import('../../src/client/features/listings/pages/SearchResultsPage');
  await import('../../src/client/features/listing-detail/pages/PropertyDetailPage');
  await import('../../src/client/features/projects/ProjectDetailPage');
}, 30_000);

const NOTICE = OFFLINE_MESSAGES.savedOn(formatSavedAt(SAVED_AT));
const section = async (heading: string) =>
  (await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement;

describe('offline screens', { timeout: 20_000 }, () => {
  it('home: featured and the picked city from what was saved, each saying when', async () => {
    const bhopal = CITY_CHOICES.findIndex((choice) => choice.city === 'Bhopal');
    serveAsWorker({
      'GET /api/properties/featured': savedAnswer({
        success: true,
        data: [listingCard({ title: 'Saved Featured Flat' })],
      }),
      'GET /api/properties/by-city': savedAnswer(
        { success: true, properties: [listingCard({ title: 'Saved Bhopal Plot' })] },
        SAVED_AT + 60_000,
      ),
    });
    renderApp(PATHS.home);
    const featured = await section(HOME_LABELS.featured);
    expect(await within(featured).findByRole('link', { name: /Saved Featured Flat/ })).toBeTruthy();
    const notice = within(featured).getByRole('status');
    expect(notice.textContent).toBe(NOTICE);
    expect(notice.textContent).toContain(SAVED_DAY);

    fireEvent.change(await screen.findByLabelText(LOCATION_LABELS.chooseCity), { target: { value: String(bhopal) } });
    const city = await section(propertiesInLabel('Bhopal'));
    expect(await within(city).findByRole('link', { name: /Saved Bhopal Plot/ })).toBeTruthy();
    expect(within(city).getByRole('status').textContent).toBe(
      OFFLINE_MESSAGES.savedOn(formatSavedAt(SAVED_AT + 60_000)),
    );
  });

  it('home: a list never saved here says so, in the worker’s words, not "Failed to fetch properties"', async () => {
    serveAsWorker({ 'GET /api/properties/featured': notSavedAnswer });
    renderApp(PATHS.home);
    const featured = await section(HOME_LABELS.featured);
    const message = await within(featured).findByText(OFFLINE_MESSAGES.notSaved, { exact: false });
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(within(featured).queryByText(MESSAGES.propertiesFetchFailed, { exact: false })).toBeNull();
  });

  it('search results: a search run before shows its saved results and the date', async () => {
    const answer = searchAnswer(2, { total: 2 });
    serveAsWorker({ [SEARCH]: savedAnswer(answer.body) });
    renderApp(BHOPAL_FLATS);
    expect(await screen.findByText(answer.body.data[1]?.title ?? '')).toBeTruthy();
    expect(screen.getByText(NOTICE).getAttribute('role')).toBe('status');
  });

  it('search results: a search never run on this device says so clearly, with no spinner', async () => {
    serveAsWorker({ [SEARCH]: searchNotSavedAnswer(OFFLINE_MESSAGES.notSavedSearch) });
    renderApp(BHOPAL_FLATS);
    const message = await screen.findByText(OFFLINE_MESSAGES.notSavedSearch);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(MESSAGES.searchFailed)).toBeNull();
    expect(screen.queryByText(SEARCH_LABELS.searching)).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole('button', { name: SEARCH_LABELS.retry })).toBeTruthy();
    // Nothing saved on this device: nothing to offer.
    expect(screen.queryByRole('navigation', { name: OFFLINE_MESSAGES.savedCitiesOffer })).toBeNull();
  });

  it('search results: a city not saved here says so and offers the same search in the saved ones', async () => {
    const indore = {
      key: 'indore',
      city: 'Indore',
      state: 'Madhya Pradesh',
      listings: 40,
      savedAt: SAVED_AT,
      bytes: 1,
    };
    serveAsWorker({ [SEARCH]: searchNotSavedAnswer(OFFLINE_MESSAGES.cityNotSaved('Bhopal'), [indore]) });
    renderApp(BHOPAL_FLATS);
    const message = await screen.findByText(OFFLINE_MESSAGES.cityNotSaved('Bhopal'));
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const offer = screen.getByRole('navigation', { name: OFFLINE_MESSAGES.savedCitiesOffer });
    const link = within(offer).getByRole('link', { name: /Indore/ });
    const href = new URL(link.getAttribute('href') ?? '', location.origin);
    expect(href.pathname).toBe(PATHS.searchResults);
    expect(href.searchParams.get('city')).toBe('Indore');
    expect(href.searchParams.get('propertyType')).toBe('Flat/Apartment');
    expect(link.textContent).toContain('40 listings');
  });

  it('property detail: opened before, shown from what was saved with the date', async () => {
    serveAsWorker({
      'GET /api/properties/2067': savedAnswer(ok(propertyDetail()).body),
      'GET /api/properties/2067/similar': savedAnswer(ok([]).body),
    });
    renderApp(`${PATHS.propertyProfile}?id=2067`);
    expect(await screen.findByRole('heading', { level: 1, name: propertyDetail().title })).toBeTruthy();
    expect(screen.getByText(NOTICE).getAttribute('role')).toBe('status');
  });

  it('property detail: never opened here says so instead of the load failure', async () => {
    serveAsWorker({ 'GET /api/properties/2067': notSavedAnswer });
    renderApp(`${PATHS.propertyProfile}?id=2067`);
    const message = await screen.findByText(OFFLINE_MESSAGES.notSaved);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: ROUTES.propertyProfile.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('project detail: opened before, shown from what was saved with the date', async () => {
    serveAsWorker({ 'GET /api/projects/16': savedAnswer(ok(projectDetail()).body) });
    renderApp(`${PATHS.projectProfile}?id=16`);
    expect(await screen.findByRole('heading', { level: 1, name: projectDetail().name })).toBeTruthy();
    expect(screen.getByText(NOTICE).getAttribute('role')).toBe('status');
  });

  it('a network answer shows no offline notice', async () => {
    serveAsWorker({ 'GET /api/projects/16': ok(projectDetail()) });
    renderApp(`${PATHS.projectProfile}?id=16`);
    expect(await screen.findByRole('heading', { level: 1, name: projectDetail().name })).toBeTruthy();
    expect(screen.queryByText(/Offline, saved on/)).toBeNull();
  });
});
