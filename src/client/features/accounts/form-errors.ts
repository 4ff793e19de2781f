import type { z } from 'zod';
import { FIELD_LABELS, type FieldName } from './accounts.content';

export type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * The shared schemas name fields as the API does ('phoneNumber must be exactly 10 digits'); a form
 * shows the field's label instead ('Mobile number must be exactly 10 digits').
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in FIELD_LABELS)) continue;
    const name = field as FieldName;
    errors[name] ??= issue.message.startsWith(`${name} `)
      ? `${FIELD_LABELS[name]}${issue.message.slice(name.length)}`
      : issue.message;
  }
  return errors;
}

/** Moves focus to the first field with an error, so its message is read out. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * Checks form input against a shared schema: the parsed data, or the errors to show (focus moves to the
 * first one, so its message is read out).
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  form: HTMLFormElement | null,
): { data?: z.output<S>; errors: FieldErrors } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors = fieldErrors(parsed.error);
  focusFirstError(form, errors);
  return { errors };
}
