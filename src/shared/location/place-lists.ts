/**
 * The states and cities a seller picks a listing's or project's place from. Any of India's states, and
 * any city or town of the offline gazetteer (the server checks the city and stores the gazetteer's state
 * for it: location/place-index.ts); the product's own cities (CITY_CHOICES) are the ones suggested first.
 * Names typed another way ('bhopal', 'Bengaluru') read as the listed spelling.
 */
import { CITY_NAME_GROUPS } from '../listings/query-lexicon';
import { CITY_CHOICES } from './city-choices';
import { INDIAN_STATES } from './indian-states';

/** The states a seller picks from, A to Z: all of India's. */
export const LISTED_STATES: readonly string[] = INDIAN_STATES;

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

/** The state a product city is in, or undefined. */
export const stateOfListedCity = (city: string): string | undefined =>
  CITY_CHOICES.find((choice) => choice.city === listedCity(city))?.state;

export const PLACE_LIST_MESSAGES = {
  state: (label: string) => `${label} must be one of the states in the list`,
} as const;

/** What is wrong with a state (the city is checked against the gazetteer by the server), or nothing. */
export function placeListProblem(
  state: string,
  labels: { state: string },
): { field: 'state'; message: string } | undefined {
  if (!LISTED_STATES.includes(state)) return { field: 'state', message: PLACE_LIST_MESSAGES.state(labels.state) };
  return undefined;
}
