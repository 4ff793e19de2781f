import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../../src/client/app/store';
import { LocationPicker } from '../../src/client/features/location/LocationPicker';
import { detectedCityAtom, detectedStateAtom } from '../../src/client/features/location/location.atoms';
import { LOCATION_LABELS } from '../../src/client/features/location/location.content';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/shared/routes';
import { renderApp } from '../helpers/render-app';

const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };
const BHOPAL_DATA = {
  city: 'Bhopal',
  state: 'Madhya Pradesh',
  country: 'India',
  full: 'Bhopal, Madhya Pradesh, India',
};
const found = { success: true, message: 'Location found', data: BHOPAL_DATA };

type PositionAnswer = { coords: typeof BHOPAL } | { code: number };

/** A stub of the browser's position service that answers with `answer` (or later, by hand). */
function stubGeolocation(answer?: PositionAnswer) {
  let respond: (answer: PositionAnswer) => void = () => undefined;
  const getCurrentPosition = vi.fn(
    (success: (position: { coords: typeof BHOPAL }) => void, failure: (error: { code: number }) => void) => {
      respond = (given) => ('coords' in given ? success(given) : failure(given));
      if (answer) respond(answer);
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return { getCurrentPosition, respond: (given: PositionAnswer) => act(() => respond(given)) };
}

const stubFetch = (implementation: (url: string, init: RequestInit) => Promise<Response>) => {
  const fetch = vi.fn(implementation);
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderPicker() {
  const store = createStore();
  render(
    <Provider store={store}>
      <LocationPicker />
    </Provider>,
  );
  return store;
}

const useMyLocation = () => fireEvent.click(screen.getByRole('button', { name: LOCATION_LABELS.useMyLocation }));
const status = () => screen.getByRole('status');
const saved = () => JSON.parse(localStorage.getItem('location') ?? 'null');

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('LocationPicker', () => {
  it('detects the city with the product’s position options and remembers it', async () => {
    const geolocation = stubGeolocation();
    const fetch = stubFetch(() => json(found));
    const store = renderPicker();
    expect(status().textContent).toContain(LOCATION_LABELS.none);

    useMyLocation();
    expect(status().textContent).toContain(LOCATION_LABELS.finding);
    expect(screen.getByRole('button', { name: LOCATION_LABELS.useMyLocation })).toHaveProperty('disabled', true);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });

    await geolocation.respond({ coords: BHOPAL });
    await screen.findByText('Bhopal');
    expect(status().textContent).toBe(`${LOCATION_LABELS.showing} Bhopal, Madhya Pradesh`);
    expect(screen.queryByRole('alert')).toBeNull();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/geolocation/reverse?lat=23.25990&lon=77.41260');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(saved()).toEqual({
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      country: 'India',
      fullLocationData: BHOPAL_DATA,
      coordinates: BHOPAL,
      permissionDenied: false,
    });
    expect(store.get(detectedCityAtom)).toBe('Bhopal');
    expect(store.get(detectedStateAtom)).toBe('Madhya Pradesh');
  });

  it('sets the denied flag when the visitor refuses, and says how to fix it', async () => {
    stubGeolocation({ code: 1 });
    const fetch = stubFetch(() => json(found));
    renderPicker();
    useMyLocation();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.locationFailed);
    expect(alert.textContent).toContain(LOCATION_LABELS.deniedHint);
    expect(fetch).not.toHaveBeenCalled();
    expect(saved()).toMatchObject({ city: null, permissionDenied: true });
    expect(screen.getByRole('button', { name: LOCATION_LABELS.useMyLocation })).toHaveProperty('disabled', false);
  });

  it('says so when the browser has no position service', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    renderPicker();
    useMyLocation();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.geolocationUnsupported);
  });

  it('reports a position timeout as a failure, not a refusal', async () => {
    stubGeolocation({ code: 3 });
    renderPicker();
    useMyLocation();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.locationFailed);
    expect(saved()).toMatchObject({ permissionDenied: false });
  });

  it.each([
    ['answers success: false', () => json({ success: false, message: 'No Indian city found near this location' }, 404)],
    ['answers without a city', () => json({ success: true, message: 'Location found', data: { state: 'Goa' } })],
    [
      'answers with a page instead of JSON',
      () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 })),
    ],
  ])('shows the data error when the server %s', async (_case, answer) => {
    stubGeolocation({ coords: BHOPAL });
    stubFetch(answer);
    renderPicker();
    useMyLocation();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.locationDataFailed);
    expect(saved()).toBeNull();
  });

  it('shows the fetch error when the call gets no answer', async () => {
    stubGeolocation({ coords: BHOPAL });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderPicker();
    useMyLocation();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.locationFetchFailed);
  });

  it('gives up on the call after 10 seconds', async () => {
    // happy-dom's timeout signal runs on timers Vitest cannot fake: hand the call a signal we fire.
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    stubGeolocation({ coords: BHOPAL });
    stubFetch((_url, { signal }) => new Promise((_resolve, reject) => signal?.addEventListener('abort', reject)));
    renderPicker();
    useMyLocation();
    await vi.waitFor(() => expect(timeout).toHaveBeenCalledWith(10_000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => timer.abort(new DOMException('The operation timed out.', 'TimeoutError')));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.locationFetchFailed);
  });

  it('sets a city by hand, and clears it', async () => {
    stubGeolocation({ code: 1 });
    renderPicker();
    useMyLocation();
    await screen.findByRole('alert');

    const select = screen.getByRole('combobox', { name: LOCATION_LABELS.chooseCity });
    const pune = within(select).getByRole('option', { name: 'Pune, Maharashtra' }) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: pune.value } });
    expect(status().textContent).toBe(`${LOCATION_LABELS.showing} Pune, Maharashtra`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved()).toMatchObject({
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      fullLocationData: { city: 'Pune', state: 'Maharashtra', country: 'India', full: 'Pune, Maharashtra, India' },
      coordinates: null,
    });

    fireEvent.click(screen.getByRole('button', { name: LOCATION_LABELS.clear }));
    expect(status().textContent).toContain(LOCATION_LABELS.none);
    expect(localStorage.getItem('location')).toBeNull();
    expect(screen.queryByRole('button', { name: LOCATION_LABELS.clear })).toBeNull();
    expect((select as HTMLSelectElement).value).toBe('');
  });

  it('keeps a city picked while the position was still coming', async () => {
    const geolocation = stubGeolocation();
    const fetch = stubFetch(() => json(found));
    renderPicker();
    useMyLocation();
    const select = screen.getByRole('combobox', { name: LOCATION_LABELS.chooseCity });
    const indore = within(select).getByRole('option', { name: 'Indore, Madhya Pradesh' }) as HTMLOptionElement;
    fireEvent.change(select, { target: { value: indore.value } });
    await geolocation.respond({ coords: BHOPAL });
    expect(fetch).not.toHaveBeenCalled();
    expect(status().textContent).toBe(`${LOCATION_LABELS.showing} Indore, Madhya Pradesh`);
  });

  it('remembers the city across launches and ignores a damaged record', async () => {
    localStorage.setItem(
      'location',
      JSON.stringify({
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        country: 'India',
        fullLocationData: BHOPAL_DATA,
        coordinates: BHOPAL,
        permissionDenied: false,
      }),
    );
    renderPicker();
    await screen.findByText('Bhopal');
    expect(screen.getByRole('combobox', { name: LOCATION_LABELS.chooseCity })).toHaveProperty(
      'selectedOptions.0.textContent',
      'Bhopal, Madhya Pradesh',
    );
  });

  it('reads a damaged record as no city', async () => {
    localStorage.setItem('location', JSON.stringify({ city: 42, coordinates: 'here' }));
    renderPicker();
    expect(status().textContent).toContain(LOCATION_LABELS.none);
    localStorage.setItem('location', '{not json');
    renderPicker();
    expect(screen.getAllByRole('status')[1]?.textContent).toContain(LOCATION_LABELS.none);
  });

  it('is on the home page', async () => {
    renderApp(PATHS.home);
    // The picker is below the fold: its code loads after the page's (on screen at once in these tests).
    expect(await screen.findByRole('button', { name: LOCATION_LABELS.useMyLocation }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: LOCATION_LABELS.heading })).toBeTruthy();
  });
});
