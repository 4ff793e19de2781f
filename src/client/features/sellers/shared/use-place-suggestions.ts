import { useEffect, useId, useState } from 'react';
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import { suggestPlaces } from '../add-property/add-property.api';

const SUGGEST_DELAY_MS = 250;

/** Suggestions for `q` once typing pauses; stale answers are dropped. */
export function usePlaceSuggestions(q: string, city?: string): LocationSuggestion[] {
  const [found, setFound] = useState<LocationSuggestion[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      suggestPlaces(q, city).then((places) => {
        if (current) setFound(places);
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, city]);
  return found;
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
