/**
 * City prefetch: when the visitor's city is found or picked, the page asks the service worker (once
 * per city per session) to save that city's first results and featured listings, lite on Save-Data
 * or a metered or slow connection.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, Provider } from '../../src/client/app/store';
import { LocationPicker } from '../../src/client/features/location/LocationPicker';
import { LOCATION_LABELS } from '../../src/client/features/location/location.content';
import { CITY_CHOICES } from '../../src/shared/location/city-choices';
import { SW_MESSAGES } from '../../src/shared/sw-protocol';
import { installWorkerContainer, removeWorkerContainer, setConnection } from '../helpers/offline-dom';

function renderPicker() {
  render(
    <Provider store={createStore()}>
      <LocationPicker />
    </Provider>,
  );
}

const pick = (city: string) =>
  fireEvent.change(screen.getByLabelText(LOCATION_LABELS.chooseCity), {
    target: { value: String(CITY_CHOICES.findIndex((choice) => choice.city === city)) },
  });

const prefetches = (posted: unknown[]) =>
  posted.filter((message) => (message as { type?: string }).type === SW_MESSAGES.prefetchCity);

describe('city prefetch', () => {
  let worker: ReturnType<typeof installWorkerContainer>;
  beforeEach(() => {
    worker = installWorkerContainer();
  });
  afterEach(() => {
    removeWorkerContainer();
    setConnection(null);
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('a picked city is prefetched once, lite under Save-Data, with the screen size', async () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    renderPicker();
    pick('Bhopal');
    await waitFor(() => expect(prefetches(worker.posted)).toHaveLength(1));
    expect(worker.posted[0]).toEqual({
      type: SW_MESSAGES.prefetchCity,
      city: 'Bhopal',
      force: false,
      lite: true,
      viewportWidth: window.innerWidth,
      devicePixelRatio: window.devicePixelRatio,
    });

    // Another city is asked for; coming back to Bhopal in the same session is not asked again.
    pick('Indore');
    pick('Bhopal');
    await waitFor(() => expect(prefetches(worker.posted)).toHaveLength(2));
    await act(() => Promise.resolve());
    expect(prefetches(worker.posted).map((message) => (message as { city: string }).city)).toEqual([
      'Bhopal',
      'Indore',
    ]);
  });

  it('a detected city is prefetched in full on a fast unmetered connection, lite on 3G or cellular', async () => {
    setConnection({ saveData: false, type: 'wifi', effectiveType: '4g' });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: (position: { coords: object }) => void) =>
          success({ coords: { latitude: 23.2599, longitude: 77.4126 } }),
      },
    });
    const data = { city: 'Agra', state: 'Uttar Pradesh', country: 'India', full: 'Agra, Uttar Pradesh, India' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data }), { status: 200 })),
    );
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: LOCATION_LABELS.useMyLocation }));
    await waitFor(() => expect(prefetches(worker.posted)).toHaveLength(1));
    expect(worker.posted[0]).toMatchObject({ type: SW_MESSAGES.prefetchCity, city: 'Agra', lite: false });

    setConnection({ type: 'cellular' });
    pick('Chennai');
    setConnection({ effectiveType: '3g' });
    pick('Chandigarh');
    await waitFor(() => expect(prefetches(worker.posted)).toHaveLength(3));
    expect(worker.posted.slice(1)).toMatchObject([
      { city: 'Chennai', lite: true },
      { city: 'Chandigarh', lite: true },
    ]);
  });

  it('does nothing in a browser without service workers', () => {
    removeWorkerContainer();
    renderPicker();
    expect(() => pick('Amritsar')).not.toThrow();
  });
});
