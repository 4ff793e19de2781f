import { useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { useAtomValue } from '../../app/store';
import { detectedCityAtom } from '../location/location.atoms';
import { INSIGHTS_DEFAULT_CITY } from './insights.content';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser takes over its HTML, true after: the server knows nothing of
 * the city this device saved, so the first render in the browser must show what the server rendered.
 */
const useAfterHydration = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The city a guide shows: the address bar's `?city=`, else the visitor's city (detected or picked, once
 * the page has hydrated), else Bhopal. With `allowAllIndia`, an empty `?city=` means all of India and
 * gives ''.
 */
export function useInsightsCity(allowAllIndia = false): string {
  const params = new URLSearchParams(useSearch());
  const detected = useAtomValue(detectedCityAtom);
  const hydrated = useAfterHydration();
  const asked = params.get('city')?.trim().slice(0, 80);
  if (asked === '' && allowAllIndia) return '';
  return asked || (hydrated ? detected : null) || INSIGHTS_DEFAULT_CITY;
}

/** The `?city=` the address bar names (null: none), for the page's canonical address. */
export function useAskedCity(): string | null {
  const asked = new URLSearchParams(useSearch()).get('city');
  return asked === null ? null : asked.trim().slice(0, 80);
}
