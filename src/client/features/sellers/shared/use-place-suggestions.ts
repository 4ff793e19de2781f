import { useEffect, useState } from 'react';
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import { suggestPlaces } from '../add-property/add-property.api';

const SUGGEST_DELAY_MS = 250;

/**
 * The add-property location step's suggestions (the same `suggestPlaces` call) for `q` once typing
 * pauses; stale answers are dropped. That step keeps its hook private, so the project form has this one.
 */
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
