import { useEffect, useId, useRef, useState } from 'react';
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import { useApi } from '../../../lib/use-api';
import { suggestionsOf, suggestPath } from '../add-property/add-property.api';

const SUGGEST_DELAY_MS = 250;

/**
 * Suggestions for `q` once typing pauses (asked through the page's API cache, so a place typed again is
 * not asked twice); the last ones stay shown while the next are on their way.
 */
export function usePlaceSuggestions(q: string, city?: string): LocationSuggestion[] {
  const path = suggestPath(q, city);
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(path), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path]);
  const found = useApi(asked, suggestionsOf);
  const shown = useRef<LocationSuggestion[]>([]);
  if (path === null) shown.current = [];
  else if (found.kind === 'found') shown.current = found.data;
  else if (found.kind !== 'loading') shown.current = [];
  return shown.current;
}

/** The place fields a form keeps as text: what the suggestions are for and what choosing one fills in. */
export interface PlaceText {
  city: string;
  state: string;
  locality: string;
}

/**
 * City and locality suggestions for a form's place fields, with the ids of their datalists, and choosers
 * that set the typed value and, when it matches a suggestion, fill in what it knows and the seller has not typed.
 */
export function usePlacePicker(place: PlaceText, set: (patch: Partial<PlaceText>) => void) {
  const cityListId = useId();
  const localityListId = useId();
  const cities = usePlaceSuggestions(place.city).filter((found) => found.kind === 'city');
  const localities = usePlaceSuggestions(place.locality, place.city || undefined).filter(
    (found) => found.kind === 'locality' && found.locality,
  );

  const chooseCity = (city: string) => {
    const match = cities.find((found) => found.city.toLowerCase() === city.trim().toLowerCase());
    set(match && !place.state ? { city, state: match.state } : { city });
  };
  const chooseLocality = (locality: string) => {
    const match = localities.find((found) => found.locality?.toLowerCase() === locality.trim().toLowerCase());
    set({
      locality,
      ...(match && !place.city ? { city: match.city } : {}),
      ...(match && !place.state ? { state: match.state } : {}),
    });
  };

  return { cityListId, localityListId, cities, localities, chooseCity, chooseLocality };
}
