/**
 * pg_trgm's `similarity` and `%` (default threshold 0.3) in TypeScript. The server computes them over the
 * few place names that have public listings (knownCities, knownLocalities), so a search for 'andheri wst'
 * or 'bhopl' names the places it means and the listings are then read by their btree indexes; asking
 * `locality % words` of every listing made PostgreSQL recheck thousands of rows per search at a million
 * listings. The device's search over saved listings (shared/offline/device-search.ts) uses the same
 * functions, so a typo finds the same places offline. Same rules as pg_trgm: lowercase, words are runs of letters and digits, each padded with two spaces
 * before and one after, a set of three-character windows, shared / (all distinct).
 */

/** pg_trgm's default `pg_trgm.similarity_threshold`. */
export const SIMILARITY_THRESHOLD = 0.3;

export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [...`  ${word} `];
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3).join(''));
  }
  return grams;
}

export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Each list's names' trigrams, kept while the list is (the known names are one array for a minute). */
const trigramsOfList = new WeakMap<readonly string[], Set<string>[]>();

/** The names (lowercased, once each) that `text % name` would match in PostgreSQL. */
export function similarNames(names: readonly string[], text: string): string[] {
  let grams = trigramsOfList.get(names);
  if (!grams) {
    grams = names.map(trigramsOf);
    trigramsOfList.set(names, grams);
  }
  const wanted = trigramsOf(text);
  const found = new Set<string>();
  names.forEach((name, i) => {
    if (trigramSimilarity(grams[i] as Set<string>, wanted) >= SIMILARITY_THRESHOLD) found.add(name.toLowerCase());
  });
  return [...found];
}
