/** City names in a search phrase: the cities that have listings, plus the other names people use for them. */
import { CITY_NAME_GROUPS } from './query-lexicon';
import { type PhraseTable, phraseTable, tokenize } from './query-tokens';

// A city list is data, not code: a name longer than this is not one we try to read from a phrase.
const MAX_CITY_WORDS = 5;

// Built once per list: the server hands the same cached array to every search for a minute, and building
// the table for a thousand cities costs about a millisecond. A list that changes length is rebuilt.
const tables = new WeakMap<readonly string[], { size: number; table: PhraseTable<string> }>();

/** A lookup from each typed form ('navi mumbai', 'bengaluru') to the name as `knownCities` spells it. */
export function cityTable(knownCities: readonly string[]): PhraseTable<string> {
  const cached = tables.get(knownCities);
  if (cached?.size === knownCities.length) return cached.table;
  const table = buildCityTable(knownCities);
  tables.set(knownCities, { size: knownCities.length, table });
  return table;
}

function buildCityTable(knownCities: readonly string[]): PhraseTable<string> {
  const byLowerName = new Map<string, string>();
  for (const city of knownCities) {
    const name = typeof city === 'string' ? city.trim() : '';
    if (name && !byLowerName.has(name.toLowerCase())) byLowerName.set(name.toLowerCase(), name);
  }
  const alternates: [string, string][] = [];
  for (const group of CITY_NAME_GROUPS) {
    const listed = group.map((name) => byLowerName.get(name.toLowerCase())).find((name) => name !== undefined);
    if (listed) for (const name of group) alternates.push([name, listed]);
  }
  // The city's own spelling first, so an alternate never hides a city that is listed under that name.
  return phraseTable([...byLowerName.values()].map((name) => [name, name] as const).concat(alternates), MAX_CITY_WORDS);
}

/** The listed spelling of a whole city name typed any known way ('bengaluru', 'New Delhi'), else the name as given. */
export function canonicalCity(name: string, knownCities: readonly string[]): string {
  return cityTable(knownCities).phrases.get(tokenize(name).join(' ')) ?? name;
}
