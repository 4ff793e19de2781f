/**
 * The seller area's words, limits and answer shapes without zod, so pages that only show them (the
 * dashboard, the listings table) do not download it. The request schemas are in `seller-profile-contract.ts`
 * and `seller-listing-contract.ts`.
 */
import type { AreaUnit } from '../listings/area-units';
import type { Parking, TenantPreference } from '../listings/listing-terms';
import type {
  Facing,
  Furnishing,
  ListingStatus,
  Possession,
  PostedBy,
  PropertyType,
  SellerType,
  TransactionType,
} from '../listings/vocabulary';
import type { MediaWidth } from '../media';
import { NOT_FOUND_MESSAGES } from '../messages';

/**
 * Live listings (pending review + active) a seller may have on the free tier: posting is free up to a quota
 * (docs/product-rules.md, Listing life cycle and Billing). One number, read by the server's allowance and the
 * posting pages.
 */
export const FREE_LISTING_QUOTA = 3;

/** How each seller type reads: on the sign-up form, the profile, and the server's builders-only message. */
export const SELLER_TYPE_LABELS: Record<SellerType, string> = {
  Individual: 'Individual owner',
  Agent: 'Agent',
  Builder: 'Builder',
};

/** Statuses that count against the quota: what is on the market or waiting to be. */
export const LIVE_LISTING_STATUSES = ['pending', 'active'] as const satisfies readonly ListingStatus[];

/** What a seller may set by hand; everything else is the admin's (approve, reject) or the system's. */
export const CLOSING_STATUSES = ['sold', 'rented'] as const satisfies readonly ListingStatus[];
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];

/**
 * What a seller may change on an active listing while it stays live. Every other field the seller sends
 * (`LISTING_FIELDS`) is public and sends the listing back to admin review when it changes
 * (docs/product-rules.md, Listing life cycle), so a field added later is reviewed unless it is added here on
 * purpose. The exceptions:
 *
 * - priceNegotiable: a yes/no that only invites offers; it carries no text and changes no fact about
 *   the home.
 * - furnishing: one of three fixed words, which changes between tenancies as furniture comes and goes.
 * - photos: reordering them, choosing another cover among them or removing some shows nothing an admin
 *   has not seen. Adding a photo the listing did not have is material (the service checks that).
 *
 * The price is not an exception: a new price is checked by an admin like the first one (a typo of a
 * zero, or a bait price, would otherwise go live at once).
 */
export const LIVE_EDIT_LISTING_FIELDS = ['priceNegotiable', 'furnishing', 'photos'] as const;

/** Statuses the seller's own listings page filters by ('deleted' is hidden there too). */
export const SELLER_LISTING_FILTER_STATUSES = ['pending', 'active', 'expired', 'rejected', 'sold', 'rented'] as const;

/** Statuses a seller may confirm still available: live ones, and expired ones (renewing needs no review). */
export const CONFIRMABLE_STATUSES = ['active', 'expired'] as const satisfies readonly ListingStatus[];

/** `GET /api/seller/properties?due=yes`: listings due for confirmation (reminded or soon) and expired ones. */
export const SELLER_DUE_FILTER = ['yes'] as const;

export const SELLER_LIMITS = {
  companyNameMax: 120,
  addressMax: 300,
  placeMax: 80,
  aboutMax: 2000,
  experienceYearsMax: 80,
  reraNumberMax: 60,
  titleMin: 10,
  titleMax: 150,
  descriptionMax: 5000,
  /** ₹10,000 crore: far above any real listing, far below what the database and JSON can carry. */
  priceMax: 100_000_000_000,
  areaValueMax: 10_000_000,
  roomsMax: 20,
  floorMin: -3,
  floorsMax: 200,
  ageYearsMax: 200,
  parkingSpacesMax: 50,
  localityMax: 120,
  amenitiesMax: 40,
  amenityMax: 60,
  /** Possession dates outside these years are typos. */
  possessionYearMin: 2000,
  possessionYearMax: 2100,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

/** A latitude/longitude box around India (with its islands); a point outside it is a typo. */
export const INDIA_BOUNDS = { latitude: { min: 6, max: 38 }, longitude: { min: 68, max: 98 } } as const;

export const SELLER_MESSAGES = {
  sellerRequired: 'A seller account is needed for this.',
  alreadySeller: 'This account is already a seller.',
  companyNameRequired: 'Company name is required for agents and builders',
  sellerTypeFixed: 'Your seller type (I am) cannot be changed here. Please contact support to change it.',
  nothingToUpdate: 'Send at least one field to update',
  becameSeller: 'You are now registered as a seller.',
  profileUpdated: 'Seller profile updated',
  profileUpdatedUnverified:
    'Seller profile updated. Your Verified badge is removed until an admin checks the new company name or RERA number again.',
  propertyNotFound: NOT_FOUND_MESSAGES.property,
  listingCreated: 'Your property has been submitted for review.',
  listingUpdated: 'Your property has been updated.',
  listingSentForReview: 'Your property has been updated and sent for review again.',
  listingDeleted: 'Your property has been deleted.',
  quotaReached: (quota: number) =>
    `You can have at most ${quota} live listings (pending review or active) on the free plan and your paid plans. Buy a plan for more, or mark one sold or rented, or delete one, to post another.`,
  cannotEditClosed: (status: string) => `A ${status} listing cannot be edited.`,
  statusOnlyFromActive: 'Only an active or expired listing can be marked sold or rented.',
  confirmOnlyLive: 'Only an active or expired listing can be confirmed as still available.',
  listingConfirmed: 'Thank you: your property is confirmed available and stays in search.',
  listingRenewed: 'Your property is renewed and back in search.',
  soldOnlyForBuy: 'Only a listing for sale (Buy) can be marked sold.',
  rentedOnlyForRent: 'Only a listing for rent can be marked rented.',
  markedSold: 'Your property has been marked sold.',
  markedRented: 'Your property has been marked rented.',
} as const;

/** GET /api/sellers/me: the profile and how the seller's listings and enquiries stand. */
export interface SellerProfile {
  userId: number;
  sellerType: SellerType;
  companyName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  about: string | null;
  experienceYears: number | null;
  reraAgentNumber: string | null;
  /** The photo's media hash, or null without a photo. */
  photo: string | null;
  /** `mediaUrl(photo, width)` for every stored width; null without a photo. */
  photoUrls: Record<MediaWidth, string> | null;
  verified: boolean;
  createdAt: string;
}

export interface SellerCounts {
  listings: Record<ListingStatus, number>;
  /** Pending + active, against `quota`. */
  live: number;
  quota: number;
  quotaLeft: number;
  /** A builder's live projects (pending + active) against the project quota; counted for every seller. */
  projects: { live: number; quota: number; left: number };
  enquiries: { new: number; total: number };
  /** Views of all the seller's listings but deleted ones. */
  views: number;
  /**
   * Enquiries received in each of the last 12 calendar months in India (IST), oldest first, the current
   * month last; a month without enquiries counts 0.
   */
  enquiriesByMonth: { month: string; count: number }[];
}

export interface SellerMe extends SellerProfile {
  counts: SellerCounts;
}

/** A photo on a listing: its hash (what the listing contract takes) and where each width is served. */
export interface ListingPhoto {
  hash: string;
  urls: Record<MediaWidth, string>;
}

/** One of the seller's own listings, as the listings form and table read it. */
export interface SellerListing {
  id: number;
  status: ListingStatus;
  rejectionReason: string | null;
  /** When buyers' reports held it for review (status pending), or null. */
  heldForReportsAt: string | null;
  title: string;
  description: string;
  propertyType: PropertyType;
  transactionType: TransactionType;
  price: number;
  deposit: number | null;
  priceNegotiable: boolean;
  area: { value: number; unit: AreaUnit; sqft: number };
  /** In the unit of `area`, at most `area`; null when not given (never for plots and land). */
  carpetArea: number | null;
  parking: Parking | null;
  /** With Covered or Open parking only. */
  parkingSpaces: number | null;
  /** Rentals only: whom the owner would let to (none: anyone), pets, and the first day it can be moved into. */
  tenantPreferences: TenantPreference[];
  petsAllowed: boolean | null;
  availableFrom: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  balconies: number | null;
  furnishing: Furnishing | null;
  floor: number | null;
  totalFloors: number | null;
  facing: Facing | null;
  possession: Possession;
  possessionDate: string | null;
  ageYears: number | null;
  reraId: string | null;
  amenities: string[];
  location: {
    state: string;
    city: string;
    locality: string;
    subLocality: string | null;
    society: string | null;
    coordinates: { latitude: number; longitude: number } | null;
  };
  postedBy: PostedBy;
  /** The first of `photos`, or null without photos. */
  coverPhoto: string | null;
  /** In the seller's order; the first is the cover. */
  photos: ListingPhoto[];
  views: number;
  enquiries: { new: number; total: number };
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When the seller (or an admin's approval) last confirmed it still available. */
  confirmedAt: string;
  /** When it leaves search unless confirmed again (past for an expired listing). */
  lapsesAt: string;
  /** When its reminder was sent; null until then, and again after each confirmation. */
  remindedAt: string | null;
  /** Until when it is featured (a featured credit or an admin), or null; a past date is not featured. */
  featuredUntil: string | null;
}

export interface SellerListingPage {
  success: true;
  data: SellerListing[];
  total: number;
  page: number;
  pageSize: number;
}
