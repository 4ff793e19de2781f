/**
 * Public names that pass for the platform. A seller's company name and a person's name are shown to
 * buyers beside listings and enquiries; "Property Creator Support" or "Verified Official" there would
 * borrow the site's voice. Those names are refused with `platformNameMessage(field)`.
 *
 * Checked on the name as it reads: full-width and styled letters folded, invisible characters dropped,
 * common lookalikes (Cyrillic letters, 0 for o, 1 for l, $ for s) read as the letters they imitate, and
 * letters typed apart ("S u p p o r t", "O.F.F.I.C.I.A.L") joined again.
 */

/** The refusal, in words the person reads. */
export const platformNameMessage = (field: string): string =>
  `${field} must not look like Property Creator's own name or staff (such as "Official", "Support" or "Verified")`;

/** The platform's name, compared without spaces or punctuation. */
const PLATFORM = 'propertycreator';
/** Words that claim to speak for the platform, as whole words. */
const STAFF_WORDS = new Set(['official', 'officials', 'support', 'verified', 'admin', 'administrator', 'moderator']);

/** Cyrillic and Greek letters that look Latin, and the digits and signs used for letters. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ο: 'o',
  ρ: 'p',
  α: 'a',
  ε: 'e',
  ι: 'i',
  τ: 't',
  ν: 'v',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '|': 'l',
};

/** The name's words, lower-case, lookalikes read as letters, single letters typed apart joined again. */
function wordsOf(name: string): string[] {
  const letters = [
    ...name
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .toLowerCase(),
  ]
    .map((char) => LOOKALIKES[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const words: string[] = [];
  let spelt = '';
  for (const word of letters.split(/[^\p{L}]+/u).filter(Boolean)) {
    if (word.length === 1) {
      spelt += word;
      continue;
    }
    if (spelt) words.push(spelt);
    spelt = '';
    words.push(word);
  }
  if (spelt) words.push(spelt);
  return words;
}

/** True when `name` looks like the platform's own name or claims to be its staff. */
export function impersonatesPlatform(name: string): boolean {
  const words = wordsOf(name);
  return words.join('').includes(PLATFORM) || words.some((word) => STAFF_WORDS.has(word));
}
