/**
 * Words of a search phrase and multi-word lookups over them, for the query parser. Phrases in the
 * lexicon go through the same tokenizer as the user's text, so 'sq.ft', 'sq ft' and 'Sq. Ft.' all agree.
 */

// Digit groups ('12,50,000', '1,250,000') lose their commas; '2,3 bhk' keeps its comma as a separator.
const DIGIT_GROUP_COMMA = /(\d),(?=\d{2,3}(?!\d))/g;
// Numbers apart from letters ('2bhk' → '2', 'bhk'), comparison signs, '+', dashes, and runs of letters.
const TOKEN = /\d+(?:\.\d+)?|[<>]=?|\+|[-–—]|(?:(?!\d)[\p{L}\p{M}\p{N}])+/gu;

export const isNumberToken = (token: string | undefined): token is string =>
  token !== undefined && /^\d+(?:\.\d+)?$/.test(token);

/** Lowercase tokens of `text`; a dash is kept only before a number, where it means a range ('20-40 lakh'). */
export function tokenize(text: string): string[] {
  const tokens = text.normalize('NFKC').toLowerCase().replace(DIGIT_GROUP_COMMA, '$1').match(TOKEN) ?? [];
  return tokens
    .map((token) => (token === '–' || token === '—' ? '-' : token))
    .filter((token, i) => token !== '-' || isNumberToken(tokens[i + 1]));
}

export interface PhraseTable<V> {
  readonly phrases: ReadonlyMap<string, V>;
  readonly longest: number;
}

/** A lookup of phrases (one or more words) to values; later entries do not replace earlier ones. */
export function phraseTable<V>(entries: Iterable<readonly [string, V]>, maxWords = 6): PhraseTable<V> {
  const phrases = new Map<string, V>();
  let longest = 0;
  for (const [phrase, value] of entries) {
    // A lone '-' is dropped by the tokenizer (it only counts before a number), so keep such symbols as typed.
    const tokens = tokenize(phrase);
    const words = tokens.length ? tokens : [phrase];
    const key = words.join(' ');
    if (!key || words.length > maxWords || phrases.has(key)) continue;
    phrases.set(key, value);
    longest = Math.max(longest, words.length);
  }
  return { phrases, longest };
}

export interface PhraseMatch<V> {
  value: V;
  length: number;
}

/** The longest phrase of `table` that starts at `tokens[start]`, skipping none of the words. */
export function matchPhrase<V>(
  table: PhraseTable<V>,
  tokens: readonly string[],
  start: number,
  usable: (index: number) => boolean = () => true,
): PhraseMatch<V> | undefined {
  for (let length = Math.min(table.longest, tokens.length - start); length > 0; length--) {
    let allUsable = true;
    for (let i = start; i < start + length; i++) allUsable &&= usable(i);
    if (!allUsable) continue;
    const value = table.phrases.get(tokens.slice(start, start + length).join(' '));
    if (value !== undefined) return { value, length };
  }
  return undefined;
}
