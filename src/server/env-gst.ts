/**
 * GST on invoices (src/shared/billing/invoice-tax.ts): our GSTIN, the legal name and address it is
 * registered to, and its State. All four together or none; none means no GST is charged. Part of the one
 * schema in env.ts.
 */
import { z } from 'zod';
import type { GstSupplier } from '../shared/billing/invoice-tax';
import { INDIAN_STATES } from '../shared/location/indian-states';

/** A GSTIN: the State's 2-digit code, the PAN, the entity number, Z and a check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const gstEnvShape = {
  GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GSTIN_PATTERN, 'must be a 15-character GSTIN like 23AABCP1234Q1Z5')
    .optional(),
  GST_LEGAL_NAME: z.string().trim().min(2).max(120, 'must be at most 120 characters').optional(),
  GST_ADDRESS: z.string().trim().min(5).max(300, 'must be at most 300 characters').optional(),
  GST_STATE: z
    .enum(INDIAN_STATES, { message: "must be one of India's states or union territories, like Madhya Pradesh" })
    .optional(),
};

const NAMES = ['GSTIN', 'GST_LEGAL_NAME', 'GST_ADDRESS', 'GST_STATE'] as const;
type GstEnv = { [K in (typeof NAMES)[number]]?: string | undefined };

/** A GSTIN without the name, address and State it is registered to would print a half invoice. */
export function checkGstEnv(env: GstEnv, ctx: z.RefinementCtx): void {
  if (!NAMES.some((name) => env[name]) || NAMES.every((name) => env[name])) return;
  for (const name of NAMES.filter((n) => !env[n])) {
    ctx.addIssue({ code: 'custom', path: [name], message: 'is required with the other GST settings' });
  }
}

/** The supplier invoices name, or null when no GSTIN is configured. */
export function gstSupplierOf(env: GstEnv): GstSupplier | null {
  const { GSTIN, GST_LEGAL_NAME, GST_ADDRESS, GST_STATE } = env;
  return GSTIN && GST_LEGAL_NAME && GST_ADDRESS && GST_STATE
    ? { gstin: GSTIN, legalName: GST_LEGAL_NAME, address: GST_ADDRESS, state: GST_STATE }
    : null;
}
