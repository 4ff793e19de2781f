/**
 * The browser taking over the home page the server rendered, for a visitor whose city this device
 * remembers: the server's HTML (rendered by the same renderer the server runs, entry-server.tsx) is
 * hydrated without a mismatch, the featured listings are not fetched again, and the visitor's city shows
 * only afterwards (its search box, its listings).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { savedLocationAtom } from '../../src/client/features/location/location.atoms';
import { HOME_LABELS } from '../../src/shared/home';
import { featuredListingsPath } from '../../src/shared/listings/listing-api-paths';
import { PATHS } from '../../src/shared/routes';
import { stubFetch } from '../helpers/fetch-stub';
import { hydrationHarness, serverPage } from '../helpers/hydration-dom';
import { listingCard } from '../helpers/search-dom';

beforeAll(async () => {
  await import('../../src/client/features/home/HomePage');
}, 30_000);

const FEATURED = { success: true, data: [listingCard({ id: 11, title: 'Featured Lake View Flat' })] };
const BHOPAL = { success: true, properties: [listingCard({ id: 12, title: 'Bhopal Corner Plot' })] };
const REMEMBERED = {
  city: 'Bhopal',
  state: 'Madhya Pradesh',
  country: 'India',
  fullLocationData: null,
  coordinates: null,
  permissionDenied: false,
};

describe('hydrating the server-rendered home page', () => {
  const { hydrate } = hydrationHarness();

  it("matches the server's HTML, reads no featured list again, then shows the remembered city", async () => {
    const served = await serverPage(PATHS.home, { [featuredListingsPath(null)]: { status: 200, body: FEATURED } });
    expect(Object.keys(served.answers)).toEqual([featuredListingsPath(null)]);
    expect(served.html).toContain('Featured Lake View Flat');
    expect(served.html).not.toContain(propertiesInLabel('Bhopal'));

    localStorage.setItem('location', JSON.stringify(REMEMBERED));
    const api = stubFetch({ 'GET /api/properties/by-city': { status: 200, body: BHOPAL } });
    // In the browser the location module reads storage as it loads: the city is there from the first render.
    const { container, firstHeading, complaints } = hydrate(served, (store) =>
      store.set(savedLocationAtom, REMEMBERED),
    );

    const city = await screen.findByRole('heading', { name: propertiesInLabel('Bhopal') }, { timeout: 10_000 });
    const section = city.closest('section') as HTMLElement;
    expect(await within(section).findByRole('link', { name: /Bhopal Corner Plot/ })).toBeTruthy();
    expect((screen.getByLabelText(HOME_LABELS.city) as HTMLInputElement).value).toBe('Bhopal');
    // The server's elements were taken over, not rendered anew.
    expect(container.querySelector('h1')).toBe(firstHeading);
    await waitFor(() => expect(api.to('GET /api/properties/by-city')).toHaveLength(1));
    expect(api.requests.map((request) => request.path)).not.toContain('/api/properties/featured');
    expect(complaints()).toEqual([]);
  });
});
