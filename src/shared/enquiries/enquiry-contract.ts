/**
 * Enquiries ("queries"): a logged-in buyer asks a seller about a property or a project (docs/product-rules.md,
 * Trust). One contract for the API (validation, messages, shapes) and the client (form, states).
 *
 *   POST /api/enquiries                 body EnquiryInput, header Authorization: Bearer <token>,
 *                                       optional header Idempotency-Key (a replay answers the first result)
 *        201 { success, message: ENQUIRY_MESSAGES.sent, data: EnquiryReceipt }
 *        200 the same, for a replay of an Idempotency-Key already used by this buyer
 *        400 field message · 401 login required · 403 own listing · 404 listing not found or not active
 *        409 already enquired (open enquiry on the same listing) · 429 daily limit (Retry-After)
 *   GET  /api/properties/:id/contact   GET /api/projects/:id/contact   (Authorization required)
 *        200 { success, data: SellerContact } when the viewer has enquired (or owns it, or is admin)
 *        401 login required · 403 ENQUIRY_MESSAGES.contactLocked · 404 not found
 */
import { z } from 'zod';
import { typedText } from '../plain-text';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, ENQUIRY_LABELS as L, PREFERRED_CONTACT_TIMES } from './enquiry-constants';

export * from './enquiry-constants';

const id = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a whole number`)
    .max(2_147_483_647, `${field} must be a whole number`);

export const enquiryInputSchema = z
  .object({
    propertyId: id(L.propertyId).optional(),
    projectId: id(L.projectId).optional(),
    message: z
      .string({ error: `${L.message} is required` })
      .trim()
      .superRefine(typedText(L.message, 'paragraph'))
      .min(
        ENQUIRY_LIMITS.messageMinLength,
        `${L.message} must be at least ${ENQUIRY_LIMITS.messageMinLength} characters`,
      )
      .max(
        ENQUIRY_LIMITS.messageMaxLength,
        `${L.message} must be at most ${ENQUIRY_LIMITS.messageMaxLength} characters`,
      ),
    preferredTime: z
      .enum(PREFERRED_CONTACT_TIMES, {
        error: `${L.preferredTime} must be one of ${PREFERRED_CONTACT_TIMES.join(', ')}`,
      })
      .default('Anytime'),
  })
  .refine((input) => (input.propertyId === undefined) !== (input.projectId === undefined), {
    message: ENQUIRY_MESSAGES.chooseOne,
  });

export type EnquiryInput = z.input<typeof enquiryInputSchema>;
