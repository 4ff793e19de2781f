/**
 * The enquiry contract's words, limits and answer shapes without its zod schema, so pages that only show
 * them (the property and project pages) do not download zod. `enquiry-contract.ts` re-exports all of it.
 */
import { NOT_FOUND_MESSAGES } from '../messages';

export const PREFERRED_CONTACT_TIMES = ['Anytime', 'Morning', 'Afternoon', 'Evening'] as const;
export type PreferredContactTime = (typeof PREFERRED_CONTACT_TIMES)[number];

export const ENQUIRY_STATUSES = ['new', 'seen', 'responded', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_LIMITS = {
  messageMinLength: 10,
  messageMaxLength: 1000,
  /** Anti-spam: enquiries one buyer may send in a day (docs/product-rules.md, Limits and messages). */
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
  propertyNotFound: NOT_FOUND_MESSAGES.property,
  projectNotFound: NOT_FOUND_MESSAGES.project,
  chooseOne: 'Send either propertyId or projectId',
  defaultMessage: 'I am interested in this property. Please share more details.',
} as const;

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

/** The enquiry form's labels, which its messages name (the form reads them too). */
export const ENQUIRY_LABELS = {
  message: 'Your message',
  preferredTime: 'Best time to call you',
  propertyId: 'Property number',
  projectId: 'Project number',
} as const;
