/** Words of the admin's review of one property (/admin/properties/review/:id). */
import type { ReviewChangeField } from '../../../../../shared/admin/listing-review-contract';
import { formatCount } from '../../../../../shared/listings/format';
import {
  LISTING_FIELD_LABELS as FIELD,
  LISTING_FIELD_FORMATS as FIELD_FORMAT,
} from '../../../../../shared/listings/listing-fields';
import type { ListingStatus } from '../../../../../shared/listings/vocabulary';
import { LISTING_LABELS } from '../../../../../shared/sellers/seller-labels';

export const REVIEW_UI = {
  back: 'Back to the table',
  queue: (position: number, total: number, status: ListingStatus | null) =>
    position > 0 ? `${position} of ${formatCount(total)} ${status ?? 'listings'}` : 'No longer in this queue',
  previous: 'Previous',
  next: 'Next',
  publicPage: 'Public page',
  publicPageHint: 'Visitors see it while it is active.',
  photosHeading: 'Photos',
  noPhotos: 'No photos.',
  photoOpen: (n: number, of: number) => `Open photo ${n} of ${of}`,
  descriptionHeading: 'Description',
  noDescription: 'No description.',
  detailsHeading: 'Details',
  sellerHeading: 'Seller',
  flagsHeading: 'Flags',
  noFlags: 'No near-identical listing and no photo shared with another seller.',
  changesHeading: 'What the edit changed',
  changesIntro: 'The public saw “Before” until this edit sent the listing back to review.',
  field: 'Field',
  before: 'Before',
  after: 'After',
  reportsHeading: 'Buyers’ reports',
  heldForReports: (date: string) => `Held for review on ${date} after buyers’ reports.`,
  openReports: (n: number) => `${n} open ${n === 1 ? 'report' : 'reports'}`,
  seeFlags: 'See the evidence',
  approve: 'Approve',
  reject: 'Reject',
  decided: (status: string) => `This listing is ${status}.`,
  rejectionReason: (reason: string) => `Rejected: ${reason}`,
  shortcutsHeading: 'Keyboard',
  loading: 'Loading the listing…',
  queueDone: 'That was the last listing of the queue.',
} as const;

export const SHORTCUTS = [
  { keys: 'J or →', does: 'Next listing' },
  { keys: 'K or ←', does: 'Previous listing' },
  { keys: 'A', does: 'Approve' },
  { keys: 'R', does: 'Reject (asks for the reason)' },
  { keys: 'Esc', does: 'Close the photo or the dialog' },
] as const;

/** The photo viewer's words live with it; re-exported for the review page's tests. */
export { VIEWER_UI } from '../../../photos/photo-viewer.content';

export const SELLER_UI = {
  accountSince: 'Account since',
  type: 'Seller type',
  verified: 'Verified',
  verifiedOn: (date: string) => `Yes, on ${date}`,
  yes: 'Yes',
  no: 'No',
  blocked: 'Blocked',
  listings: 'Listings',
  rejections: 'Rejections',
  reports: 'Reports against their listings',
  none: 'None',
} as const;

export const STATUS_WORDS: Record<ListingStatus, string> = {
  pending: 'pending',
  active: 'active',
  rejected: 'rejected',
  sold: 'sold',
  rented: 'rented',
  deleted: 'deleted',
  expired: 'expired',
};

export const FLAGS_UI = {
  matchHeading: {
    near_identical: 'Near-identical listing of another seller',
    same_photo: 'Another seller’s listing with the same photo',
  },
  thisListing: 'This listing',
  match: 'Match',
  seller: 'Seller',
  price: 'Price',
  area: 'Area',
  place: 'Locality',
  posted: 'Posted',
  status: 'Status',
  open: 'Open its page',
  priceHeading: 'Price per sq.ft against the city',
  priceLine: (mine: string, median: string, sample: number) =>
    `${mine} here; the median of ${sample} active listings of this kind in the city is ${median}.`,
  outlierRule: (factor: number) =>
    `Flagged below a ${factor === 3 ? 'third' : `1/${factor}`} or above ${factor} times the median.`,
  noPriceCheck: 'Too few active listings of this kind in the city to compare the price with.',
} as const;

/** The changes a seller made, named as the form they made them in names each field. */
export const CHANGE_LABELS: Record<ReviewChangeField, string> = LISTING_LABELS;

export const DETAIL_LABELS = {
  price: FIELD.price,
  pricePerSqft: 'Price per sq.ft',
  deposit: FIELD.deposit,
  negotiable: 'Negotiable',
  type: 'Type',
  area: FIELD.area,
  rooms: 'Bed / bath / balconies',
  furnishing: FIELD.furnishing,
  floor: FIELD.floor,
  facing: FIELD.facing,
  possession: FIELD.possession,
  age: FIELD.ageYears,
  rera: FIELD.reraId,
  amenities: FIELD.amenities,
  location: FIELD.location,
  postedBy: 'Posted by',
  posted: 'Posted',
  confirmed: 'Last confirmed',
  views: 'Views',
  extras: 'More',
  yes: 'Yes',
  no: 'No',
  empty: '—',
  floorOf: FIELD_FORMAT.floor,
  years: FIELD_FORMAT.ageYears,
} as const;

/** The type-specific extras a listing may carry (PropertyDetails); an unknown key shows as it is stored. */
export const EXTRA_LABELS: Record<string, string> = {
  carpetAreaSqft: 'Carpet area (sq.ft)',
  plotLengthFt: 'Plot length (ft)',
  plotBreadthFt: 'Plot breadth (ft)',
  cornerPlot: 'Corner plot',
  boundaryWall: 'Boundary wall',
  roadWidthFt: 'Road width (ft)',
  washrooms: 'Washrooms',
  pantry: 'Pantry',
  parking: 'Parking spaces',
  ceilingHeightFt: 'Ceiling height (ft)',
};

/** The reasons admins give most, offered as choices before the free text (the seller reads the reason). */
export const REJECT_REASONS = [
  'Photos are blurred, watermarked or not of this property.',
  'The price looks wrong (a typo or a bait price).',
  'Contact details in the title, description or photos.',
  'Duplicate of another listing.',
  'Details do not match the photos or the location.',
] as const;

export const REJECT_UI = {
  title: 'Reject listing',
  choices: 'Common reasons',
  label: 'Reason',
  hint: 'The seller sees this reason. Pick one above or write your own.',
  cancel: 'Cancel',
  submit: 'Reject',
} as const;
