/**
 * The visitor's city at launch, without a tap (city-at-launch.ts): with the position already granted the
 * city is detected as "Use my location" does and saved for offline; with 'prompt', 'denied' or no
 * Permissions API nothing asks for the position. A known city is saved again at launch when the device
 * has not saved it or saved it more than a day ago. The browser's Permissions API, position service and
 * service worker are stand-ins; the saved cities are the listing store's real IndexedDB (fake-indexeddb).
 */
import { render, screen } from '@testing-library/react';
import { createStore as createIdbStore, set as idbSet } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../../src/client/app/store';
import { LocationPicker } from '../../src/client/features/location/LocationPicker';
import { detectedCityAtom } from '../../src/client/features/location/location.atoms';
import { LOCATION_LABELS } from '../../src/client/features/location/location.content';
import { startCityAtLaunch } from '../../src/client/features/location/start-city-at-launch';
import { cityKey, LISTING_STORES } from '../../src/shared/offline/listing-store';
import { OFFLINE_SCHEMA_VERSION } from '../../src/shared/offline/offline-contract';
import { OFFLINE_CITY, type SavedCity } from '../../src/shared/offline/saved-cities';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';
import { installWorkerContainer, removeWorkerContainer } from '../helpers/offline-dom';

const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };

/** The reverse-geocode answer for a city (each test uses its own city: a city is prefetched once a session). */
const place = (city: string, state: string) => ({ city, state, country: 'India', full: `${city}, ${state}, India` });

function stubPermission(state: PermissionState | 'missing') {
  const query = vi.fn(async () => ({ state }));
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: state === 'missing' ? undefined : { query },
  });
  return query;
}

function stubGeolocation() {
  const getCurrentPosition = vi.fn((success: (position: { coords: typeof BHOPAL }) => void) =>
    success({ coords: BHOPAL }),
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

function stubReverseGeocode(data: ReturnType<typeof place>) {
  const fetch = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ success: true, message: 'Location found', data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function rememberCity(city: string, state: string, coordinates: typeof BHOPAL | null) {
  localStorage.setItem(
    'location',
    JSON.stringify({
      ...place(city, state),
      fullLocationData: place(city, state),
      coordinates,
      permissionDenied: false,
    }),
  );
}

const cities = createIdbStore(LISTING_STORES.savedCities.db, LISTING_STORES.savedCities.store);

/** The city as the worker saved it `ageMs` ago (its record in the listing store, keyed by its slug). */
async function savedCopy(city: string, ageMs: number) {
  const savedAt = Date.now() - ageMs;
  const record: SavedCity = {
    schemaVersion: OFFLINE_SCHEMA_VERSION,
    key: cityKey(city),
    city,
    state: '',
    savedAt,
    usedAt: savedAt,
    total: 0,
    listings: [],
    photos: [],
    bytes: 100,
  };
  await idbSet(record.key, record, cities);
}

const HOUR_MS = 60 * 60 * 1000;

describe('the city at launch', () => {
  let worker: ReturnType<typeof installWorkerContainer>;
  const prefetched = () =>
    worker.posted
      .filter((message) => (message as { type?: string }).type === SW_MESSAGES.prefetchCity)
      .map((message) => (message as { city: string }).city);

  beforeEach(() => {
    worker = installWorkerContainer();
    // happy-dom has no idle callbacks (the launch would wait its 1 s fallback): the browser is idle at once.
    vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
  });
  afterEach(() => {
    removeWorkerContainer();
    Reflect.deleteProperty(navigator, 'permissions');
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('detects the city without a tap when the position is already granted, and saves it for offline', async () => {
    const query = stubPermission('granted');
    const getCurrentPosition = stubGeolocation();
    const fetch = stubReverseGeocode(place('Bhopal', 'Madhya Pradesh'));
    const store = createStore();
    render(
      <Provider store={store}>
        <LocationPicker />
      </Provider>,
    );

    await startCityAtLaunch(store);

    expect(query).toHaveBeenCalledWith({ name: 'geolocation' });
    // The same position options as the tap.
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/geolocation/reverse?lat=23.25990&lon=77.41260');
    expect(store.get(detectedCityAtom)).toBe('Bhopal');
    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toMatchObject({
      city: 'Bhopal',
      coordinates: BHOPAL,
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${LOCATION_LABELS.showing} Bhopal, Madhya Pradesh`),
    );
    // The worker is asked for the city's first results and the featured list (and their thumbnails).
    await vi.waitFor(() => expect(prefetched()).toEqual(['Bhopal']));
    expect(worker.posted[0]).toMatchObject({ type: SW_MESSAGES.prefetchCity, city: 'Bhopal' });
  });

  it.each(['prompt', 'denied', 'missing'] as const)(
    'with permission %s, nothing asks for the position',
    async (state) => {
      stubPermission(state);
      const getCurrentPosition = stubGeolocation();
      const fetch = stubReverseGeocode(place('Pune', 'Maharashtra'));
      const store = createStore();

      await startCityAtLaunch(store);

      expect(getCurrentPosition).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
      expect(store.get(detectedCityAtom)).toBeNull();
      expect(prefetched()).toEqual([]);
    },
  );

  it('asks nothing when the browser does not know the geolocation permission', async () => {
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: () => Promise.reject(new TypeError('geolocation is not a valid permission name')) },
    });
    const getCurrentPosition = stubGeolocation();

    await startCityAtLaunch(createStore());

    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('keeps a city picked by hand even when the position is granted', async () => {
    stubPermission('granted');
    const getCurrentPosition = stubGeolocation();
    rememberCity('Jaipur', 'Rajasthan', null);
    await savedCopy('Jaipur', HOUR_MS);

    await startCityAtLaunch(createStore());

    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toMatchObject({ city: 'Jaipur' });
    expect(prefetched()).toEqual([]);
  });

  it('fetches a known city again when its saved copy is more than a day old', async () => {
    stubPermission('prompt');
    rememberCity('Indore', 'Madhya Pradesh', null);
    await savedCopy('Indore', OFFLINE_CITY.refreshAfterMs + HOUR_MS);

    await startCityAtLaunch(createStore());

    await vi.waitFor(() => expect(prefetched()).toEqual(['Indore']));
  });

  it('fetches a known city that has no saved copy on this device', async () => {
    stubPermission('missing');
    rememberCity('Surat', 'Gujarat', null);

    await startCityAtLaunch(createStore());

    await vi.waitFor(() => expect(prefetched()).toEqual(['Surat']));
  });

  it('leaves a known city alone when its saved copy is younger than a day', async () => {
    stubPermission('denied');
    rememberCity('Agra', 'Uttar Pradesh', null);
    await savedCopy('Agra', OFFLINE_CITY.refreshAfterMs - HOUR_MS);

    await startCityAtLaunch(createStore());
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(prefetched()).toEqual([]);
  });

  it('does not fetch again a detected city whose saved copy is fresh', async () => {
    stubPermission('granted');
    const getCurrentPosition = stubGeolocation();
    stubReverseGeocode(place('Nagpur', 'Maharashtra'));
    rememberCity('Nagpur', 'Maharashtra', BHOPAL);
    await savedCopy('Nagpur', HOUR_MS);
    const store = createStore();

    await startCityAtLaunch(store);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(store.get(detectedCityAtom)).toBe('Nagpur');
    expect(prefetched()).toEqual([]);
  });
});
