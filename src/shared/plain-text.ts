/**
 * Plain text, the one rule for every field a person types:
 * - no control characters (Unicode category Cc: NUL, bell, escape...), which no page can show and
 *   PostgreSQL cannot even store (NUL); long text may keep its line breaks and tabs;
 * - no direction-changing characters (bidi embeddings, overrides, isolates and marks): they make a name or
 *   a title read backwards ("\u202Eniamda" shows as "admain") or reorder the text around them;
 * - not blank once invisible characters are taken out (zero-width spaces and joiners, soft hyphens,
 *   fillers, variation selectors, tags...): a name of one zero-width space looks like no name at all.
 *   Invisible characters inside real text stay: Devanagari, Malayalam and Urdu words need the zero-width
 *   joiner and non-joiner, and an emoji family is emoji joined by them.
 * Markup and other symbols stay allowed: they are stored and shown as text.
 */
import type { z } from 'zod';

const CONTROL = /\p{Cc}/u;

/** Bidi controls: Arabic letter mark, LRM/RLM, the embeddings and overrides, the isolates. */
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const DIRECTION_ALL = new RegExp(DIRECTION.source, 'gu');

/**
 * What shows nothing: Unicode's default-ignorable code points (zero-width space and joiners, word joiner
 * and invisible operators, BOM, soft hyphen, Mongolian vowel separator, Hangul fillers, combining grapheme
 * joiner, variation selectors, tag characters, the bidi controls), the interlinear annotation characters
 * and the blank Braille pattern.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800\uFFF9-\uFFFB]/gu;

/** True when `text` holds any control character (line breaks included). */
export const hasControl = (text: string): boolean => CONTROL.test(text);

/** True when `text` holds a control character other than a line break or a tab. */
export const hasControlBesidesBreaks = (text: string): boolean => CONTROL.test(text.replace(/[\n\r\t]/g, ''));

/** True when `text` holds a character that changes the direction of the text. */
export const hasDirectionControl = (text: string): boolean => DIRECTION.test(text);

/**
 * True when `text` is not empty but nothing of it shows: only spaces, invisible characters, and marks with
 * no letter to sit on (combining accents alone).
 */
export const isInvisibleOnly = (text: string): boolean =>
  text.trim() !== '' && text.replace(INVISIBLE, '').replace(/\p{M}/gu, '').trim() === '';

/** The message for a one-line field (a name, a title) holding a control character or a line break. */
export const oneLineTextMessage = (field: string): string => `${field} must be plain text on one line`;

/** The message for a long text field holding a control character other than line breaks and tabs. */
export const plainTextMessage = (field: string): string => `${field} must be plain text`;

/** The message for a field holding a direction-changing character. */
export const directionTextMessage = (field: string): string =>
  `${field} must not contain direction-changing characters`;

/** The message for a field holding only invisible characters. */
export const blankTextMessage = (field: string): string => `${field} must not be blank`;

/** A one-line field (names, titles: no line breaks) or a paragraph (line breaks and tabs kept). */
export type TextShape = 'line' | 'paragraph';

/**
 * What is wrong with typed text, as the field's message; undefined when it is plain text. `controlMessage`
 * replaces the message for a control character (a field whose message also forbids markup).
 */
export function typedTextProblem(
  text: string,
  field: string,
  shape: TextShape,
  controlMessage?: string,
): string | undefined {
  if (shape === 'line' ? hasControl(text) : hasControlBesidesBreaks(text))
    return controlMessage ?? (shape === 'line' ? oneLineTextMessage(field) : plainTextMessage(field));
  if (hasDirectionControl(text)) return directionTextMessage(field);
  if (isInvisibleOnly(text)) return blankTextMessage(field);
  return undefined;
}

/** The plain-text rule as a zod check: `z.string().trim().superRefine(typedText('title', 'line'))`. */
export const typedText =
  (field: string, shape: TextShape, controlMessage?: string) =>
  (text: string, ctx: z.core.$RefinementCtx<string>): void => {
    const problem = typedTextProblem(text, field, shape, controlMessage);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  };

/**
 * A search's text as it is matched: direction-changing characters taken out, and text that shows nothing
 * read as empty (no filter). Searches clean their text instead of refusing it: a stray mark pasted into a
 * search box should still search.
 */
export const searchText = (text: string): string => {
  const cleaned = text.replace(DIRECTION_ALL, '');
  return isInvisibleOnly(cleaned) ? '' : cleaned;
};

/** `searchText` for a query parameter that may be missing or not a string (for `z.preprocess`). */
export const searchTextOf = (value: unknown): unknown => (typeof value === 'string' ? searchText(value) : value);

/** Words that search nothing on their own: the glue of a phrase ('in', 'or'), as the phrase reader drops them. */
const UNSEARCHABLE_WORDS: ReadonlySet<string> = new Set([
  'in',
  'at',
  'of',
  'on',
  'the',
  'an',
  'and',
  'or',
  'to',
  'for',
  'by',
]);

/**
 * The words of a search that can find anything: runs of letters and digits, at least two characters
 * long, glue words left out. Emoji, punctuation, SQL-looking symbols and lone characters ('1', 'a')
 * are not words: matched as prefixes they would match nearly every listing.
 */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => [...word].length >= 2 && !UNSEARCHABLE_WORDS.has(word));
