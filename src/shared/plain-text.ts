/**
 * Plain text, the one rule for every field a person types: no control characters (Unicode category Cc:
 * NUL, bell, escape...), which no page can show and PostgreSQL cannot even store (NUL); long text may
 * keep its line breaks and tabs. Markup and other symbols stay allowed: they are stored and shown as text.
 */
const CONTROL = /\p{Cc}/u;

/** True when `text` holds any control character (line breaks included). */
export const hasControl = (text: string): boolean => CONTROL.test(text);

/** True when `text` holds a control character other than a line break or a tab. */
export const hasControlBesidesBreaks = (text: string): boolean => CONTROL.test(text.replace(/[\n\r\t]/g, ''));

/** The message for a one-line field (a name, a title) holding a control character or a line break. */
export const oneLineTextMessage = (field: string): string => `${field} must be plain text on one line`;

/** The message for a long text field holding a control character other than line breaks and tabs. */
export const plainTextMessage = (field: string): string => `${field} must be plain text`;
