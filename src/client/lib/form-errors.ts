/**
 * Field messages from a shared schema's issues, for every form. The contracts name a field as the API
 * does ('phoneNumber must be exactly 10 digits', 'unitConfigurations[1].maxPrice must not be below
 * minPrice'); a form shows its label instead ('Mobile number must be exactly 10 digits', 'Highest price (₹)
 * must not be below lowest price (₹)').
 */
import type { z } from 'zod';

/** Messages by field path: 'phoneNumber', 'location.city', 'photos.0', 'unitConfigurations.1.maxPrice'. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * How a form names its fields, by path ('location.city': 'City'). A field of an item in a list goes by its
 * own name ('maxPrice' labels 'unitConfigurations.1.maxPrice').
 */
export type FieldLabels = Readonly<Record<string, string>>;

const isIndex = (segment: string) => /^\d+$/.test(segment);

function labelOf(labels: FieldLabels, segments: readonly string[]): string | undefined {
  const path = segments.join('.');
  if (Object.hasOwn(labels, path)) return labels[path];
  const [item, field] = segments.slice(-2);
  return segments.length >= 3 && item !== undefined && field !== undefined && isIndex(item) ? labels[field] : undefined;
}

/** How a contract's message spells a path: 'location.city', 'unitConfigurations[1].maxPrice'. */
const spelled = (segments: readonly string[]) =>
  segments.reduce(
    (out, segment, i) => (isIndex(segment) ? `${out}[${segment}]` : i === 0 ? segment : `${out}.${segment}`),
    '',
  );

// Other fields a message names ('must not be below minPrice') read as their labels too, in lower case.
function readable(rest: string, labels: FieldLabels): string {
  return Object.keys(labels)
    .filter((key) => /^[a-z]+[A-Z]\w*$/.test(key))
    .reduce((out, key) => out.replace(new RegExp(`\\b${key}\\b`, 'g'), (labels[key] ?? key).toLowerCase()), rest);
}

/** `message` with the field it starts with (spelled as the API spells it) named by its label. */
function labelled(message: string, name: string, label: string, labels: FieldLabels): string {
  return message.startsWith(`${name} `) ? `${label}${readable(message.slice(name.length), labels)}` : message;
}

/**
 * One message per field, the first problem the schema found, each under the longest part of its path
 * the form labels: a message about a whole list item ('unitConfigurations.1') stays on the list. Issues
 * about no labelled field are left out, and so are fields not in `only` when it is given (a wizard's step).
 */
export function fieldErrors<L extends FieldLabels>(
  error: z.ZodError,
  labels: L,
  only?: readonly string[],
): FieldErrors<Extract<keyof L, string>> {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const segments = issue.path.map(String);
    let depth = segments.length;
    while (depth > 0 && labelOf(labels, segments.slice(0, depth)) === undefined) depth--;
    if (depth === 0) continue;
    const field = segments.slice(0, depth);
    const key = field.join('.');
    if (only && !only.includes(key)) continue;
    errors[key] ??= labelled(issue.message, spelled(field), labelOf(labels, field) ?? key, labels);
  }
  return errors;
}

/**
 * The field a message from the server is about ('phoneNumber must be…' is about phoneNumber), with the
 * message in the form's words; nothing for a message about no field.
 */
export function messageField<L extends FieldLabels>(
  message: string,
  labels: L,
): { field: Extract<keyof L, string>; text: string } | undefined {
  const name = message.slice(0, message.indexOf(' '));
  const label = Object.hasOwn(labels, name) ? labels[name] : undefined;
  if (label === undefined) return undefined;
  return { field: name as Extract<keyof L, string>, text: labelled(message, name, label, labels) };
}

/** Moves focus to the form's first control (in the page's order) with an error, so its message is read out. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const named = form?.querySelectorAll<HTMLElement>('[name]') ?? [];
  const first = [...named].find((element) => {
    const name = element.getAttribute('name');
    return name !== null && errors[name] !== undefined;
  });
  first?.focus();
}

/**
 * Checks form input against a shared schema: the parsed data, or the errors to show (focus moves to the
 * first one, so its message is read out). A rule about the whole form ('Send at least one field to
 * update') belongs to no field: it comes back as `formError`.
 */
export function checkForm<S extends z.ZodType, L extends FieldLabels>(
  schema: S,
  input: unknown,
  form: HTMLFormElement | null,
  labels: L,
): { data?: z.output<S>; errors: FieldErrors<Extract<keyof L, string>>; formError?: string } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors = fieldErrors(parsed.error, labels);
  focusFirstError(form, errors);
  const formError = Object.keys(errors).length === 0 ? parsed.error.issues[0]?.message : undefined;
  return { errors, ...(formError ? { formError } : {}) };
}
