/**
 * The cities and towns a seller may list in: every gazetteer place that is its own city (a suburb has
 * been folded into the city around it), found by the start of its name or of one of its words. The
 * product's own cities come first, then the biggest places. Pure: built from a gazetteer, kept per
 * gazetteer.
 */
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import { listedCity } from '../../../shared/location/place-lists';
import { PLACE_MATCHES_MAX, type PlaceMatch } from '../../../shared/location/places-contract';
import type { Gazetteer, Place } from './gazetteer';

/** A name without accents, dots, case or extra spaces: how a stored city is looked up. */
const nameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A typed name, read more loosely: words only ('m.p. nagar' and 'mp-nagar' are 'mp nagar'). */
const typedKey = (name: string): string =>
  nameKey(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface Entry {
  readonly place: Place;
  readonly key: string;
  /** The keys of each word's start onwards ('nagar', for 'mp nagar'), for matches inside the name. */
  readonly tails: readonly string[];
  readonly popular: boolean;
}

export interface PlaceIndex {
  /** Up to `limit` cities whose name (or a word of it) starts with `query`, best first. */
  search(query: string, limit?: number): PlaceMatch[];
  /** The city named `city` (any case, or another name it goes by), in `state` when it is in several. */
  find(city: string, state?: string): PlaceMatch | undefined;
}

const POPULAR = new Set(CITY_CHOICES.map((choice) => `${choice.city}|${choice.state}`));

const matchOf = ({ place }: Entry): PlaceMatch => ({
  city: place.city,
  state: place.state,
  latitude: place.latitude,
  longitude: place.longitude,
});

// Product cities first, then the biggest places (the gazetteer lists them biggest first).
const rank = (a: Entry, b: Entry) => Number(b.popular) - Number(a.popular) || b.place.population - a.place.population;

export function buildPlaceIndex(gazetteer: Gazetteer): PlaceIndex {
  const seen = new Set<string>();
  const entries: Entry[] = [];
  for (const place of gazetteer.places) {
    const id = `${place.city}|${place.state}`;
    if (place.name !== place.city || seen.has(id)) continue;
    seen.add(id);
    const key = typedKey(place.city);
    const words = key.split(' ');
    const tails = words.slice(1).map((_, i) => words.slice(i + 1).join(' '));
    entries.push({ place, key, tails, popular: POPULAR.has(id) });
  }
  entries.sort(rank);
  const byName = new Map<string, Entry[]>();
  for (const entry of entries) {
    const name = nameKey(entry.place.city);
    byName.set(name, [...(byName.get(name) ?? []), entry]);
  }

  return {
    search(query, limit = PLACE_MATCHES_MAX) {
      const typed = typedKey(query);
      if (!typed) return [];
      // A city's other name ('bengaluru', 'gurugram') finds the city under the name the product uses.
      const alias = byName.get(nameKey(listedCity(query))) ?? [];
      const starts = entries.filter((entry) => entry.key.startsWith(typed));
      const inside = entries.filter(
        (entry) => !entry.key.startsWith(typed) && entry.tails.some((tail) => tail.startsWith(typed)),
      );
      return [...new Set([...alias, ...starts, ...inside])].slice(0, limit).map(matchOf);
    },
    find(city, state) {
      const found = byName.get(nameKey(listedCity(city)));
      if (!found) return undefined;
      return matchOf(found.find((entry) => entry.place.state === state) ?? (found[0] as Entry));
    },
  };
}

const indexes = new WeakMap<Gazetteer, PlaceIndex>();

/** The index of `gazetteer`, built on first use. */
export function placeIndexOf(gazetteer: Gazetteer): PlaceIndex {
  let index = indexes.get(gazetteer);
  if (!index) {
    index = buildPlaceIndex(gazetteer);
    indexes.set(gazetteer, index);
  }
  return index;
}
