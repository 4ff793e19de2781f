import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import { INSIGHTS_DEFAULT_CITY } from '../../../shared/insights/insights-ui';
import { detectedCityAtom } from '../location/location.atoms';

/**
 * The city a guide shows: the address bar's `?city=`, else the visitor's city (detected or picked), else
 * Bhopal. With `allowAllIndia`, an empty `?city=` means all of India and gives ''.
 */
export function useInsightsCity(allowAllIndia = false): string {
  const params = new URLSearchParams(useSearch());
  const detected = useAtomValue(detectedCityAtom);
  const asked = params.get('city')?.trim().slice(0, 80);
  if (asked === '' && allowAllIndia) return '';
  return asked || detected || INSIGHTS_DEFAULT_CITY;
}
