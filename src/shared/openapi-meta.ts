/**
 * What the OpenAPI document says of a field whose zod schema reads text and checks it in code (a refine or
 * a transform), where zod's own rendering would say only "a string": the document has to say what the
 * route checks, or a client built from it sends requests the route refuses. These are zod-openapi's
 * `override` metadata, used only when the document is built; the route still validates with the schema.
 */

type JsonSchema = Record<string, unknown>;

/** Keys of the rendered schema kept under an override: they come from the entry, not from the checks. */
const KEPT = ['default', 'description', 'example'];

/** The rendered schema replaced by `schema` (keeping its default and description). */
export const documentedAs = (schema: JsonSchema) => ({
  override: ({ jsonSchema }: { jsonSchema: JsonSchema }) => {
    for (const key of Object.keys(jsonSchema)) if (!KEPT.includes(key)) delete jsonSchema[key];
    Object.assign(jsonSchema, schema);
  },
});

/** A query's whole number, read from its text and held to a range. */
export const wholeNumberText = (minimum: number, maximum: number) =>
  documentedAs({ type: 'integer', minimum, maximum });

/** A calendar date, YYYY-MM-DD, of a day the calendar has (isCalendarDate). */
export const CALENDAR_DATE_SCHEMA = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** A calendar date of a year from 2000 to 2100, the years a possession, launch or completion date may have. */
export const CENTURY_DATE_SCHEMA = { ...CALENDAR_DATE_SCHEMA, pattern: '^(?:20\\d{2}|2100)-\\d{2}-\\d{2}$' } as const;

/** An ISO date-time with a zone, to the millisecond at most (isCalendarDateTime). */
export const DATE_TIME_SCHEMA = {
  type: 'string',
  format: 'date-time',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{1,3})?)?(?:Z|[+-]\\d{2}:\\d{2})$',
} as const;

/** A database id as text, 1 to 2^31 - 1 (the routes' own reading lets leading zeros through; a program need not send them). */
export const ID_TEXT_PATTERN =
  '(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|' +
  '214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';

/** Text that is one of `values`, or several of them comma-separated (each once: the route drops repeats). */
export function commaListSchema(values: readonly string[], maxLength: number): JsonSchema {
  const one = `(?:${values.map((value) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})`;
  return { type: 'string', maxLength, pattern: `^${one}(?:,${one})*$` };
}
