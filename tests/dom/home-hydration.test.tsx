/**
 * The browser taking over the home page the server rendered, for a visitor whose city this device
 * remembers: the server's HTML (rendered by the same renderer the server runs, entry-server.tsx) is
 * hydrated without a mismatch, the featured listings are not fetched again, and the visitor's city shows
 * only afterwards (its search box, its listings).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/client/app/AppRoot';
import { renderPage } from '../../src/client/entry-server';
import { savedLocationAtom } from '../../src/client/features/location/location.atoms';
import { createBrowserApiCache } from '../../src/client/lib/browser-api-cache';
import { clientReadyAtom } from '../../src/client/lib/client-ready';
import { HOME_LABELS } from '../../src/shared/home';
import { propertiesInLabel } from '../../src/shared/layout-labels';
import { featuredListingsPath } from '../../src/shared/listings/listing-api-paths';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { PATHS } from '../../src/shared/routes';
import { stubFetch } from '../helpers/fetch-stub';
import { listingCard } from './search-support';

beforeAll(async () => {
  await import('../../src/client/features/listings/pages/HomePage');
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
  let root: Root | undefined;
  // Hydration runs as in the browser, outside React's test scheduler (act).
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
    localStorage.clear();
    vi.unstubAllGlobals();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it("matches the server's HTML, reads no featured list again, then shows the remembered city", async () => {
    const served = await renderPage({
      path: PATHS.home,
      search: '',
      fetchApi: async (path) => {
        if (path !== featuredListingsPath(null)) throw new Error(`the server read ${path}`);
        return { status: 200, body: FEATURED };
      },
      siteConfig: { phone: '+91 755 400 1234', email: 'support@propertycreator.in' },
      signal: new AbortController().signal,
    });
    expect(Object.keys(served.answers)).toEqual([featuredListingsPath(null)]);
    expect(served.html).toContain('Featured Lake View Flat');
    expect(served.html).not.toContain(propertiesInLabel('Bhopal'));

    localStorage.setItem('location', JSON.stringify(REMEMBERED));
    const api = stubFetch({ 'GET /api/properties/by-city': { status: 200, body: BHOPAL } });
    const errors = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    document.body.innerHTML = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${served.html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const firstHeading = container.querySelector('h1');

    const cache = createBrowserApiCache();
    cache.prime(served.answers);
    const store = createStore();
    store.set(clientReadyAtom, false);
    // In the browser the location module reads storage as it loads: the city is there from the first render.
    store.set(savedLocationAtom, REMEMBERED);
    root = hydrateRoot(container, <AppRoot store={store} cache={cache} />, {
      onRecoverableError: (error) => recovered.push(error),
    });

    const city = await screen.findByRole('heading', { name: propertiesInLabel('Bhopal') }, { timeout: 10_000 });
    const section = city.closest('section') as HTMLElement;
    expect(await within(section).findByRole('link', { name: /Bhopal Corner Plot/ })).toBeTruthy();
    expect((screen.getByLabelText(HOME_LABELS.city) as HTMLInputElement).value).toBe('Bhopal');
    // The server's elements were taken over, not rendered anew.
    expect(container.querySelector('h1')).toBe(firstHeading);
    await waitFor(() => expect(api.to('GET /api/properties/by-city')).toHaveLength(1));
    expect(api.requests.map((request) => request.path)).not.toContain('/api/properties/featured');
    expect(recovered).toEqual([]);
    // One renderer's dev warning that only shows because the server's renderer ran in this same realm.
    const twoRenderers = /multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => !twoRenderers.test(text))).toEqual([]);
  });
});
