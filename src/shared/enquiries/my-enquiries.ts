/**
 * A buyer's own enquiries ("My enquiries"): what they asked, about which listing, when, and how far the
 * seller has got with it.
 *
 *   GET /api/me/enquiries     Authorization required; only the caller's own enquiries, newest first
 *        200 { success, data: MyEnquiry[] (at most MY_ENQUIRIES_LIMITS.shown), total }
 *        401 login required
 *
 * The seller's phone is not in this answer: it is revealed per listing by GET /api/properties/:id/contact
 * (or /api/projects/:id/contact), which checks the listing is still public and that this buyer enquired.
 */
import type { TransactionType } from '../listings/vocabulary';
import type { EnquiryStatus, PreferredContactTime } from './enquiry-constants';

export const MY_ENQUIRIES_LIMITS = {
  /** The newest this many are listed (ten a day at most can be sent). */
  shown: 100,
} as const;

/** How the buyer reads each status (the seller's inbox words are for the seller). */
export const MY_ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'Sent',
  seen: 'Seen by the seller',
  responded: 'The seller responded',
  closed: 'Closed',
};

export interface MyEnquiry {
  id: number;
  status: EnquiryStatus;
  message: string;
  preferredTime: PreferredContactTime;
  createdAt: string;
  updatedAt: string;
  listing: {
    kind: 'property' | 'project';
    id: number;
    title: string;
    city: string;
    locality: string;
    /** Still public: its page opens and its seller's phone may be revealed. */
    available: boolean;
    /** The first photo's media hash, so the card looks like the listing the buyer saw; null without one. */
    coverPhoto: string | null;
    /** A property's price (a month's rent for Rent), a project's lowest; null if the listing is gone. */
    price: number | null;
    /** A project's highest price (its range is written as one); null for a property. */
    maxPrice: number | null;
    /** A property's; null for a project, so a rent is never written as a sale price. */
    transactionType: TransactionType | null;
  };
  /** Who the enquiry went to (their phone is revealed separately). */
  sellerName: string;
}

export interface MyEnquiriesAnswer {
  success: true;
  data: MyEnquiry[];
  total: number;
}
