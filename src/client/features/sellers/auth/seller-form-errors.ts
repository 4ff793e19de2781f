import type { z } from 'zod';
import { SELLER_FIELD_LABELS, type SellerFieldName } from '../../../../shared/sellers/seller-ui-auth';

export type SellerFieldErrors = Partial<Record<SellerFieldName, string>>;

/** The contract names fields as the API does ('companyName is required…'); the form shows the label. */
export function sellerFieldErrors(error: z.ZodError): SellerFieldErrors {
  const errors: SellerFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in SELLER_FIELD_LABELS)) continue;
    const name = field as SellerFieldName;
    errors[name] ??= issue.message.startsWith(`${name} `)
      ? `${SELLER_FIELD_LABELS[name]}${issue.message.slice(name.length)}`
      : issue.message;
  }
  return errors;
}

/** Checks a seller form against a contract schema: the parsed data, or the errors (focus on the first). */
export function checkSellerForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  form: HTMLFormElement | null,
): { data?: z.output<S>; errors: SellerFieldErrors; formError?: string } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors = sellerFieldErrors(parsed.error);
  const first = Object.keys(errors)[0];
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  // A rule about the whole form ('Send at least one field to update') belongs to no field.
  const formError = Object.keys(errors).length === 0 ? parsed.error.issues[0]?.message : undefined;
  return { errors, ...(formError ? { formError } : {}) };
}
