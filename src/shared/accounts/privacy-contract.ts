/**
 * A person's own data (DPDP Act 2023; docs/product-rules.md, Trust): downloading everything the
 * marketplace keeps about their account, and deleting the account. One definition of the paths, the
 * delete body, the messages, the export's shape and the tombstone values for the server, the client
 * and the tests.
 */

import { z } from 'zod';
import type { SavedSearch } from '../alerts/saved-search-constants';
import { apiPath } from '../endpoints/api-path';
import type { MyReview } from '../reviews/review-labels';
import type { SellerEnquiry } from '../sellers/seller-enquiries';
import { existingPasswordField } from './account-schemas';

export const PRIVACY_PATHS = {
  /** GET with a session: the account's data as a JSON download. */
  export: apiPath('GET /api/me/export'),
  /** POST `{ password }` with a session: deletes the account. */
  delete: apiPath('POST /api/me/delete'),
} as const;

/** POST /api/me/delete: the password again, so a phone left unlocked cannot delete the account. */
export const deleteAccountSchema = z.object({ password: existingPasswordField() });
export type DeleteAccountBody = z.infer<typeof deleteAccountSchema>;

export const PRIVACY_MESSAGES = {
  wrongPassword: 'The password is incorrect. Your account has not been deleted.',
  adminCannotDelete:
    'An administrator account cannot be deleted here. Ask another administrator to remove the admin role first.',
  accountDeleted: 'Your account has been deleted. Your listings are no longer shown.',
} as const;

/** The downloaded file's name: `property-creator-data-2026-11-24.json` (the date in UTC). */
export const exportFileName = (date: Date): string => `property-creator-data-${date.toISOString().slice(0, 10)}.json`;

/**
 * What stays of a deleted account: a neutral name, and an e-mail and phone that reach nobody (`.invalid`
 * is a reserved domain; no Indian mobile number starts with 0) but stay unique per account, so the
 * database's unique indexes hold and the old e-mail and phone can register again.
 */
export const DELETED_ACCOUNT = {
  firstName: 'Deleted',
  lastName: 'user',
  name: 'Deleted user',
  email: (userId: number) => `deleted-${userId}@deleted.invalid`,
  phoneNumber: (userId: number) => `0${String(userId).padStart(9, '0').slice(-9)}`,
} as const;

/**
 * Days a deleted account's phone number cannot open a new account: one number is one person, so deleting
 * and signing up again cannot wipe what an account did (reports, reviews, enquiries) day after day.
 */
export const DELETED_PHONE_HOLD_DAYS = 30;

/** A listing of the shortlist or recently viewed, as kept for the account. */
export interface ExportedSavedListing {
  kind: 'property' | 'project';
  listingId: number;
  at: string;
}

/** An enquiry the account sent as a buyer: as its seller's inbox shows it, without the buyer (the account). */
export type ExportedSentEnquiry = Omit<SellerEnquiry, 'buyer'>;

/** GET /api/me/export: everything kept about the account, never a password, session or OTP hash. */
export interface AccountExport {
  exportedAt: string;
  account: {
    id: number;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    role: 'user' | 'admin';
    status: string;
    createdAt: string;
    updatedAt: string;
  };
  /** Null unless the account sells (owner, agent or builder). */
  sellerProfile: Record<string, unknown> | null;
  /** Properties and projects the account posted, in every state. */
  properties: Record<string, unknown>[];
  projects: Record<string, unknown>[];
  enquiriesSent: ExportedSentEnquiry[];
  /** As the seller's inbox shows them, with the buyers' contact. */
  enquiriesReceived: SellerEnquiry[];
  shortlist: ExportedSavedListing[];
  recentlyViewed: ExportedSavedListing[];
  savedSearches: SavedSearch[];
  /** The push services' addresses only: the keys that encrypt the alerts stay on the server. */
  pushSubscriptions: { endpoint: string; createdAt: string }[];
  payments: Record<string, unknown>[];
  brokerRequests: Record<string, unknown>[];
  contactMessages: {
    id: number;
    name: string;
    email: string;
    phoneNumber: string | null;
    topic: string;
    message: string;
    createdAt: string;
  }[];
  /** Reports of listings and projects the account sent (which one, why, their words, what became of it). */
  listingReports: Record<string, unknown>[];
  /** The account's resident reviews of localities, whatever their status. */
  localityReviews: (MyReview & { placeKey: string; city: string; locality: string })[];
}

/** GET /api/me/export (200): the API's envelope around the data, which is also the downloaded file. */
export interface AccountExportResponse {
  success: true;
  data: AccountExport;
}

/** The profile page's "Your data" section. */
export const PRIVACY_UI = {
  title: 'Your data',
  intro: 'Download a copy of everything we keep about your account, or delete the account.',
  download: 'Download my data',
  downloading: 'Preparing…',
  downloaded: 'Your data has been downloaded.',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  delete: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteWarning:
    'Your listings and projects are unpublished, your name, e-mail and phone are erased, and you are logged out everywhere. This cannot be undone.',
  passwordLabel: 'Your password',
  confirm: 'Delete my account for good',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deleteFailed: 'Your account could not be deleted. Please try again.',
} as const;
