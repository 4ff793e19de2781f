import type { z } from 'zod';
import { CONTACT_FIELD_NAMES, type ContactField } from '../../../../shared/content/contact-form';

export type ContactErrors = Partial<Record<ContactField, string>>;

const isField = (name: unknown): name is ContactField => typeof name === 'string' && name in CONTACT_FIELD_NAMES;

/**
 * The shared schema and the API name fields as the JSON does ('phoneNumber must be…'); the form says
 * 'Mobile number must be…'. Returns the field a message is about, or nothing for a general message.
 */
export function fieldMessage(message: string): { field: ContactField; text: string } | undefined {
  const name = message.slice(0, message.indexOf(' '));
  if (!isField(name)) return undefined;
  return { field: name, text: `${CONTACT_FIELD_NAMES[name]}${message.slice(name.length)}` };
}

/** One message per field: the first problem the schema found. */
export function contactErrors(error: z.ZodError): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (!isField(field)) continue;
    errors[field] ??= fieldMessage(issue.message)?.text ?? issue.message;
  }
  return errors;
}

/** Moves focus to the first field (in the form's order) with an error, so its message is read out. */
export function focusFirstError(form: HTMLFormElement | null, errors: ContactErrors): void {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement => 'name' in element && isField(element.name) && element.name in errors,
  );
  first?.focus();
}
