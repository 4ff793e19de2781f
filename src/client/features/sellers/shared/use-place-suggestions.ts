import { useEffect, useId, useRef, useState } from 'react';
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import type { CityChoice } from '../../../../shared/location/location.types';
import { stateOfListedCity } from '../../../../shared/location/place-lists';
import { useApiRead } from '../../../lib/use-api';
import { suggestionsOf, suggestRead } from '../add-property/add-property.api';

const SUGGEST_DELAY_MS = 250;

/**
 * Suggestions for `q` once typing pauses (asked through the page's API cache, so a place typed again is
 * not asked twice); the last ones stay shown while the next are on their way.
 */
export function usePlaceSuggestions(q: string, city?: string): LocationSuggestion[] {
  const tooShort = suggestRead(q, city) === null;
  const [asked, setAsked] = useState<ReturnType<typeof suggestRead>>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(suggestRead(q, city)), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, city]);
  const found = useApiRead(asked, suggestionsOf);
  const shown = useRef<LocationSuggestion[]>([]);
  if (tooShort) shown.current = [];
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
 * A form's place fields: locality suggestions with their datalist's id, and choosers that keep state and
 * city agreeing (a picked city brings its state).
 */
export function usePlacePicker(place: PlaceText, set: (patch: Partial<PlaceText>) => void) {
  const localityListId = useId();
  const localities = usePlaceSuggestions(place.locality, place.city || undefined).filter(
    (found) => found.kind === 'locality' && found.locality,
  );

  // A city names its state: picking one sets it. A state change keeps the city the seller typed.
  const chooseCity = ({ city, state }: CityChoice) => set({ city, state });
  const typeCity = (city: string) => {
    const state = stateOfListedCity(city);
    set(state ? { city, state } : { city });
  };
  const chooseState = (state: string) => set({ state });
  const chooseLocality = (locality: string) => {
    const match = localities.find((found) => found.locality?.toLowerCase() === locality.trim().toLowerCase());
    const state = match ? stateOfListedCity(match.city) : undefined;
    set({ locality, ...(match && !place.city && state ? { city: match.city, state } : {}) });
  };

  return { localityListId, localities, chooseCity, typeCity, chooseState, chooseLocality };
}
