/**
 * The evidence an admin reviews one property by:
 *
 *   GET /api/admin/properties/:id/review?status=pending   → 200 ListingReviewResponse
 *
 * The listing as the public would see it (every photo at every stored width, the description, all
 * details, its public link), the seller's history, the flags of the admin tables with the matching
 * listings for a side-by-side, what an edit sent back to review changed (`reviewChanges`), the buyers'
 * open reports, and the previous and next listing of the same queue (`status`; without it, every listing
 * but deleted ones), in the table's default order (newest first). 404 for an unknown or deleted id, 400
 * for an id that is not a positive whole number; 401 without a session, 403 for anyone but an admin.
 */
import { z } from 'zod';
import type { ListingStatus, PostedBy, SellerType } from '../listings/vocabulary';
import { LISTING_STATUSES } from '../listings/vocabulary';
import type { MediaWidth } from '../media';
import type { ReportReason } from '../reports/report-vocabulary';
import type { ListingFlag } from './admin-listings-contract';
import { ADMIN_LISTINGS_MESSAGES } from './admin-listings-contract';

/** The public fields an edit can change, in the order the before/after table shows them. */
export const REVIEW_CHANGE_FIELDS = [
  'title',
  'description',
  'price',
  'deposit',
  'priceNegotiable',
  'propertyType',
  'transactionType',
  'area',
  'bedrooms',
  'bathrooms',
  'balconies',
  'furnishing',
  'floor',
  'totalFloors',
  'facing',
  'possession',
  'possessionDate',
  'ageYears',
  'reraId',
  'amenities',
  'location',
  'coordinates',
  'photos',
] as const;
export type ReviewChangeField = (typeof REVIEW_CHANGE_FIELDS)[number];

/** What an edit changed, field by field, as the public saw it before and would see it after. Photos are hashes. */
export type ReviewChangeSet = Partial<Record<ReviewChangeField, { before: unknown; after: unknown }>>;

/** How many matching listings of other sellers the review shows per flag. */
export const REVIEW_LIMITS = { matchesPerFlag: 3, matchPhotos: 3 } as const;

export const listingReviewQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(LISTING_STATUSES, { error: ADMIN_LISTINGS_MESSAGES.status }).optional(),
  ),
});
export type ListingReviewQuery = z.output<typeof listingReviewQuerySchema>;

export interface ReviewPhoto {
  hash: string;
  /** One URL per stored width; the largest is the full-screen viewer's. */
  urls: Record<MediaWidth, string>;
}

export interface ReviewListing {
  id: number;
  status: ListingStatus;
  rejectionReason: string | null;
  /** Featured on the home page until this ISO date-time, or null. */
  featuredUntil: string | null;
  title: string;
  description: string;
  propertyType: string;
  transactionType: string;
  price: number;
  deposit: number | null;
  priceNegotiable: boolean;
  area: { value: number; unit: string; sqft: number };
  /** In the unit of `area`; null when not given. */
  carpetArea: number | null;
  parking: string | null;
  parkingSpaces: number | null;
  tenantPreferences: string[];
  petsAllowed: boolean | null;
  availableFrom: string | null;
  pricePerSqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  balconies: number | null;
  furnishing: string | null;
  floor: number | null;
  totalFloors: number | null;
  facing: string | null;
  possession: string;
  possessionDate: string | null;
  ageYears: number | null;
  reraId: string | null;
  amenities: string[];
  /** The type-specific extras (plot size, washrooms…), as stored. */
  details: Record<string, string | number | boolean>;
  location: {
    state: string;
    city: string;
    locality: string;
    subLocality: string | null;
    society: string | null;
    coordinates: { latitude: number; longitude: number } | null;
  };
  postedBy: PostedBy;
  views: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  confirmedAt: string;
  /** Its page on the site (shown to the public only while active). */
  href: string;
  photos: ReviewPhoto[];
}

export interface ReviewSeller {
  id: number;
  name: string;
  companyName: string | null;
  sellerType: SellerType | null;
  accountCreatedAt: string;
  verified: boolean;
  verifiedAt: string | null;
  blocked: boolean;
  /** Their properties by status (deleted included: a seller who deletes much is worth knowing about). */
  listings: Partial<Record<ListingStatus, number>>;
  /** How many times an admin rejected one of their properties or projects (from the audit log). */
  rejections: number;
  /** Buyers' reports against any of their properties or projects, open or decided. */
  reports: number;
}

/** A listing of another seller a flag matched this one with. */
export interface ReviewMatch {
  flag: Extract<ListingFlag, 'near_identical' | 'same_photo'>;
  id: number;
  title: string;
  status: ListingStatus;
  price: number;
  area: { value: number; unit: string; sqft: number };
  locality: string;
  city: string;
  seller: { id: number; name: string };
  createdAt: string;
  href: string;
  photos: ReviewPhoto[];
}

/** The price per sq.ft against the median of the city's active listings of the same transaction and type. */
export interface ReviewPriceCheck {
  pricePerSqft: number;
  median: number;
  /** How many active listings the median is of. */
  sample: number;
  /** Below 1/factor or above factor times the median is an outlier. */
  factor: number;
}

export interface ListingReview {
  listing: ReviewListing;
  seller: ReviewSeller;
  flags: ListingFlag[];
  matches: ReviewMatch[];
  /** Null when the city has too few listings of the kind to compare with, or the area is unknown. */
  priceCheck: ReviewPriceCheck | null;
  /** What the edit that sent it back to review changed; null for a first review. */
  reviewChanges: ReviewChangeSet | null;
  heldForReportsAt: string | null;
  /** Buyers' open reports of this listing, by reason. */
  openReports: { total: number; byReason: Partial<Record<ReportReason, number>> };
  queue: {
    status: ListingStatus | null;
    previousId: number | null;
    nextId: number | null;
    /** Where this listing is in the queue (1-based), and how long the queue is; 0 when it is not in it. */
    position: number;
    total: number;
  };
}

export interface ListingReviewResponse {
  success: true;
  data: ListingReview;
}
