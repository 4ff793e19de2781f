/**
 * Enquiries ("queries", DESIGN.md "Listings"): a logged-in buyer asks a seller about a property or a
 * project. One contract for the API (validation, messages, shapes) and the client (form, states).
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

export const PREFERRED_CONTACT_TIMES = ['Anytime', 'Morning', 'Afternoon', 'Evening'] as const;
export type PreferredContactTime = (typeof PREFERRED_CONTACT_TIMES)[number];

export const ENQUIRY_STATUSES = ['new', 'seen', 'responded', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_LIMITS = {
  messageMinLength: 10,
  messageMaxLength: 1000,
  /** Anti-spam (DESIGN.md): enquiries one buyer may send in a day. */
  perBuyerPerDay: 10,
  idempotencyKeyMaxLength: 100,
} as const;

export const ENQUIRY_MESSAGES = {
  heading: 'Contact the seller',
  sent: 'Your enquiry has been sent. The seller will contact you soon.',
  loginRequired: 'Please log in to contact the seller.',
  ownListing: 'You cannot send an enquiry about your own listing.',
  alreadySent: 'You have already sent an enquiry about this listing. The seller will contact you soon.',
  dailyLimit: 'You have reached today\u2019s limit of enquiries. Please try again tomorrow.',
  contactLocked: 'Send an enquiry to see the seller\u2019s phone number.',
  propertyNotFound: 'Property not found',
  projectNotFound: 'Project not found',
  chooseOne: 'Send either propertyId or projectId',
  defaultMessage: 'I am interested in this property. Please share more details.',
} as const;

const id = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a whole number`)
    .max(2_147_483_647, `${field} must be a whole number`);

export const enquiryInputSchema = z
  .object({
    propertyId: id('propertyId').optional(),
    projectId: id('projectId').optional(),
    message: z
      .string({ error: 'message is required' })
      .trim()
      .min(ENQUIRY_LIMITS.messageMinLength, `message must be at least ${ENQUIRY_LIMITS.messageMinLength} characters`)
      .max(ENQUIRY_LIMITS.messageMaxLength, `message must be at most ${ENQUIRY_LIMITS.messageMaxLength} characters`),
    preferredTime: z
      .enum(PREFERRED_CONTACT_TIMES, { error: `preferredTime must be one of ${PREFERRED_CONTACT_TIMES.join(', ')}` })
      .default('Anytime'),
  })
  .refine((input) => (input.propertyId === undefined) !== (input.projectId === undefined), {
    message: ENQUIRY_MESSAGES.chooseOne,
  });

export type EnquiryInput = z.input<typeof enquiryInputSchema>;

/** What the buyer gets back after sending: the enquiry and, now unlocked, the seller's phone. */
export interface EnquiryReceipt {
  id: number;
  propertyId: number | null;
  projectId: number | null;
  status: EnquiryStatus;
  createdAt: string;
  seller: SellerContact;
}

export interface SellerContact {
  name: string;
  phoneNumber: string;
  /** When this viewer sent their enquiry (null for the owner or an admin). */
  enquiredAt: string | null;
}
