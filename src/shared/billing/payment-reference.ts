/**
 * Paying a manual invoice (docs/product-rules.md, Billing): the UPI link a UPI app opens, and the payment
 * reference (UTR or transaction id) the seller gives and the admin records, checked alike on both sides.
 */
import { z } from 'zod';
import { documentedAs } from '../openapi-meta';
import { BILLING_LABELS } from './billing-labels';

/**
 * A payment reference: a UPI UTR is 12 digits; a bank or app transaction id is 6 to 35 letters and digits.
 * A reference of digits only must be a UTR, so a UTR with a digit missing or extra is caught rather than
 * taken as a transaction id.
 */
export const PAYMENT_REFERENCE = { utrDigits: 12, min: 6, max: 35 } as const;

export const REFERENCE_MESSAGES = {
  missing: (field: string) => `${field} is required: copy it from your payment app or bank statement.`,
  badUtr: (field: string) =>
    `${field}: a UTR is ${PAYMENT_REFERENCE.utrDigits} digits. Check the number in your UPI app.`,
  badTransactionId: (field: string) =>
    `${field} must be a ${PAYMENT_REFERENCE.utrDigits}-digit UTR or a transaction id of ${PAYMENT_REFERENCE.min} to ${PAYMENT_REFERENCE.max} letters and digits.`,
  saved: 'Thank you. We have your payment reference; an admin will confirm your payment.',
  notAwaiting: 'This invoice is no longer awaiting payment.',
} as const;

/** The message for a reference that is not valid, or null when it is. */
export function referenceProblem(value: string, field: string): string | null {
  const text = value.replace(/\s+/g, '');
  if (text === '') return REFERENCE_MESSAGES.missing(field);
  if (/^\d+$/.test(text)) return text.length === PAYMENT_REFERENCE.utrDigits ? null : REFERENCE_MESSAGES.badUtr(field);
  const { min, max } = PAYMENT_REFERENCE;
  return /^[A-Za-z0-9]+$/.test(text) && text.length >= min && text.length <= max
    ? null
    : REFERENCE_MESSAGES.badTransactionId(field);
}

/** A reference as stored: spaces (as some apps group the digits) taken out, letters upper case. */
const referenceSchema = (field: string) =>
  z
    .string({ error: REFERENCE_MESSAGES.missing(field) })
    .superRefine((value, ctx) => {
      const problem = referenceProblem(value, field);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    // As a program should send it: spaces taken out, a 12-digit UTR or a transaction id with a letter.
    .meta(documentedAs({ type: 'string', pattern: '^(?:\\d{12}|(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{6,35})$' }));

export const sellerReferenceSchema = z.object({ reference: referenceSchema(BILLING_LABELS.sellerReference) });

/** Mark paid: the reference is optional; without one the seller's own is kept. */
export const markPaidSchema = z.object({ reference: referenceSchema(BILLING_LABELS.paidReference).optional() });

/** The `upi://pay` link a UPI app opens to pay a manual invoice: payee, amount in rupees, invoice as note. */
export function upiPayLink(upiId: string, payee: string, amountInr: number, invoice: string): string {
  const query = [
    ['pa', upiId],
    ['pn', payee],
    ['am', amountInr.toFixed(2)],
    ['cu', 'INR'],
    ['tn', invoice],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `upi://pay?${query}`;
}
