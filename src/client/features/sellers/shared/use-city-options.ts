import { useEffect, useState } from 'react';
import { CITY_CHOICES } from '../../../../shared/location/city-choices';
import type { CityChoice } from '../../../../shared/location/location.types';
import { PLACE_MATCHES_MAX, readPlaceMatches } from '../../../../shared/location/places-contract';
import { apiRead } from '../../../lib/api-read';
import { useApiRead } from '../../../lib/use-api';

const ASK_DELAY_MS = 200;

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The product's cities whose name (or a word of it) starts with `typed`: they come first, and offline too. */
function popularMatches(typed: string): CityChoice[] {
  const wanted = key(typed);
  if (!wanted) return [...CITY_CHOICES];
  return CITY_CHOICES.filter(({ city }) =>
    key(city)
      .split(' ')
      .some((_, i, words) => words.slice(i).join(' ').startsWith(wanted)),
  );
}

/**
 * The cities to offer for `typed`: the product's own first (all 50 before anything is typed), then the
 * gazetteer's towns from GET /api/places once typing pauses. Without an answer (offline) the product's
 * cities are still offered.
 */
export function useCityOptions(typed: string): CityChoice[] {
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim()), ASK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const read = asked ? apiRead('GET /api/places', { query: { q: asked } }) : null;
  const found = useApiRead(read, (answer) => readPlaceMatches(answer));
  const towns = found.kind === 'found' && key(asked) === key(typed) ? found.data : [];
  const popular = popularMatches(typed);
  const seen = new Set(popular.map((choice) => `${choice.city}|${choice.state}`));
  const more = towns.filter((town) => !seen.has(`${town.city}|${town.state}`));
  const limit = typed.trim() ? PLACE_MATCHES_MAX : popular.length;
  return [...popular, ...more.map(({ city, state }) => ({ city, state }))].slice(0, limit);
}
