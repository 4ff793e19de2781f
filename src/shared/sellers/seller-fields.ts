/**
 * Small zod field builders shared by the seller schemas; every message names its field by the label the
 * form shows (seller-labels.ts). Every text a
 * seller types here is shown to buyers, so `line` and `paragraph` also refuse contact details (a phone
 * reaches a buyer only after an enquiry).
 */
import { z } from 'zod';
import { contactDetailsMessage, hasContactDetails } from '../contact-details';
import { formatInr, formatPriceShort } from '../listings/format';
import { typedText } from '../plain-text';

export const required = (field: string) => `${field} is required`;

/** A required trimmed one-line text of `min` to `max` characters, without contact details. */
export const line = (field: string, max: number, min = 1) =>
  z
    .string({ error: required(field) })
    .trim()
    // First, so text of invisible characters is called blank rather than too short.
    .superRefine(typedText(field, 'line'))
    .min(1, required(field))
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((text) => !hasContactDetails(text), contactDetailsMessage(field));

/** Multi-line text (line breaks kept), possibly empty, without contact details. */
export const paragraph = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .superRefine(typedText(field, 'paragraph'))
    .max(max, `${field} must be at most ${max} characters`)
    .refine((text) => !hasContactDetails(text), contactDetailsMessage(field));

/** An optional value: missing, null or (for text) blank all mean "none", read as null. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish());

/** A whole number from `min` to `max`. */
export const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`);

/** Whole rupees from `min` to `max`, the range written as a seller reads prices. */
export const rupees = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number of rupees from ${formatInr(min)} to ${formatPriceShort(max)}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** One of `values`, naming them in the message. */
export const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

/** SHA-256 hex, as `POST /api/media` returns a photo's `hash`. */
const PHOTO_HASH = /^[0-9a-f]{64}$/;

/** One photo by hash (a profile photo). Whether the seller may use it is checked by the server. */
export const photoHash = (field: string) =>
  z.string({ error: `${field} must be a photo hash` }).regex(PHOTO_HASH, `${field} must be a photo hash`);

/**
 * Photos by hash, in order, the first being the cover: at most `max`, each once. Whether the seller may
 * use each one (they uploaded it) is checked by the server.
 */
export const photoList = (field: string, max: number) =>
  z
    .array(
      z
        .string({ error: `${field} must be a list of photo hashes` })
        .regex(PHOTO_HASH, `${field} must be a list of photo hashes`),
      { error: `${field} must be a list of photo hashes` },
    )
    .max(max, `${field} must have at most ${max} items`)
    .refine((hashes) => new Set(hashes).size === hashes.length, `${field} must not list a photo twice`)
    .meta({ override: { uniqueItems: true } });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored record with an edit's sent `fields` over it: an object field merges one level down, anything
 * else (lists included) is replaced whole; fields not in `fields` are ignored. Undefined when the edit
 * sends none of them.
 */
export function mergeEdit(
  fields: readonly string[],
  stored: Record<string, unknown>,
  edit: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const sent = fields.filter((field) => Object.hasOwn(edit, field));
  if (sent.length === 0) return undefined;
  const merged: Record<string, unknown> = { ...stored };
  for (const field of sent) {
    const before = stored[field];
    const after = edit[field];
    merged[field] = isPlainObject(before) && isPlainObject(after) ? { ...before, ...after } : after;
  }
  return merged;
}
