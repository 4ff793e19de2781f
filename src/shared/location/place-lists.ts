/**
 * The states and cities a seller picks a listing's or project's place from: the same lists search and
 * the city picker use (CITY_CHOICES), so every listing can be found by the city it names. Each listed
 * city is a place of the offline gazetteer in the same state (tests/unit/location-place-lists.test.ts).
 * Names typed another way ('bhopal', 'Bengaluru') read as the listed spelling.
 */
import { CITY_NAME_GROUPS } from '../listings/query-lexicon';
import { CITY_CHOICES } from './city-choices';

/** The states that have a listed city, A to Z. */
export const LISTED_STATES: readonly string[] = [...new Set(CITY_CHOICES.map((choice) => choice.state))].sort();

/** The listed cities of `state`, A to Z (every listed city without a state). */
export const listedCitiesOf = (state?: string): readonly string[] =>
  CITY_CHOICES.filter((choice) => !state || choice.state === state).map((choice) => choice.city);

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const STATE_BY_KEY = new Map(LISTED_STATES.map((state) => [key(state), state]));
const CITY_BY_KEY = new Map<string, string>(CITY_CHOICES.map((choice) => [key(choice.city), choice.city]));
for (const group of CITY_NAME_GROUPS) {
  const listed = group.map((name) => CITY_BY_KEY.get(key(name))).find((name) => name !== undefined);
  if (listed) for (const name of group) if (!CITY_BY_KEY.has(key(name))) CITY_BY_KEY.set(key(name), listed);
}

/** The listed spelling of a state typed any case, else the text as given. */
export const listedState = (name: string): string => STATE_BY_KEY.get(key(name)) ?? name;
/** The listed spelling of a city typed any case or by another name it goes by, else the text as given. */
export const listedCity = (name: string): string => CITY_BY_KEY.get(key(name)) ?? name;

/** The state a listed city is in, or undefined. */
export const stateOfListedCity = (city: string): string | undefined =>
  CITY_CHOICES.find((choice) => choice.city === listedCity(city))?.state;

export const PLACE_LIST_MESSAGES = {
  state: (label: string) => `${label} must be one of the states in the list`,
  city: (label: string, state: string) => `${label} must be one of the cities in the list for ${state}`,
} as const;

/** What is wrong with a state and city pair, by field ('state' or 'city'), or nothing. */
export function placeListProblem(
  state: string,
  city: string,
  labels: { state: string; city: string },
): { field: 'state' | 'city'; message: string } | undefined {
  if (!LISTED_STATES.includes(state)) return { field: 'state', message: PLACE_LIST_MESSAGES.state(labels.state) };
  if (!listedCitiesOf(state).includes(city))
    return { field: 'city', message: PLACE_LIST_MESSAGES.city(labels.city, state) };
  return undefined;
}
