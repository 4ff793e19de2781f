/**
 * LIKE / ILIKE patterns built from what people type. `\`, `%` and `_` in their text are escaped so they
 * match only themselves: a lone `\` would otherwise end the pattern with the escape character (an error)
 * and `%` or `_` would match anything. Backslash is the default ESCAPE of LIKE in PostgreSQL and PGlite,
 * and patterns are always bound parameters, so standard_conforming_strings does not change their meaning.
 * Escaped patterns still use the trigram indexes (pg_trgm reads the same escapes).
 */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Matches exactly `text` (case-insensitively with ILIKE). */
export const likeLiteral = (text: string): string => escapeLike(text);

/** Matches values starting with `text`. */
export const likePrefix = (text: string): string => `${escapeLike(text)}%`;

/** Matches values containing `text`. */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;
