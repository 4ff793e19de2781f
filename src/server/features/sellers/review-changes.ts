/**
 * What an edit sent back to review changed, kept on the listing (`properties.review_changes`) until an
 * admin decides, so the admin sees exactly what is new instead of re-reading the whole listing.
 *
 * Values are the public's: what the listing page showed before and would show after (photos as their
 * content hashes, in order). A second edit while the listing still waits keeps the first 'before' (what
 * the public last saw) and takes the newest 'after'; a field edited back to its public value drops out.
 */
import { REVIEW_CHANGE_FIELDS, type ReviewChangeField } from '../../../shared/admin/listing-review-contract';
import type { SellerListing } from '../../../shared/sellers/seller-constants';
import { listingInputOf } from '../../../shared/sellers/seller-listing-contract';
import type { ReviewChanges } from '../listings/listings.schema';

type Snapshot = Record<ReviewChangeField, unknown>;

/**
 * The listing's public fields: the edit form's reading of it (`listingInputOf`), with a blank description
 * and a missing one alike, and the map position apart from the place so each shows as its own change.
 */
export function publicSnapshot(listing: SellerListing): Snapshot {
  const { coordinates, ...place } = listing.location;
  const fields: Record<string, unknown> = {
    ...listingInputOf(listing),
    description: listing.description ?? '',
    location: place,
    coordinates,
  };
  return Object.fromEntries(REVIEW_CHANGE_FIELDS.map((field) => [field, fields[field]])) as Snapshot;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes to store after an edit from `before` to `after`. `kept` is what an earlier edit stored
 * while the listing waited (null when this edit is the one sending it to review): its 'before' values
 * are the public's and win over `before`, which is then only the seller's pending version.
 */
export function mergeReviewChanges(
  kept: ReviewChanges | null,
  before: SellerListing,
  after: SellerListing,
): ReviewChanges | null {
  const was = publicSnapshot(before);
  const now = publicSnapshot(after);
  const changes: ReviewChanges = {};
  for (const field of REVIEW_CHANGE_FIELDS) {
    const original = kept && field in kept ? kept[field]?.before : was[field];
    if (!same(original, now[field])) changes[field] = { before: original ?? null, after: now[field] ?? null };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
