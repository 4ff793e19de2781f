import { formatDate } from '../../../../shared/date-format';
import type { SellerListing } from '../../../../shared/sellers/seller-constants';
import { BILLING_UI } from '../../billing/billing.content';

interface ListingRowFeatureProps {
  listing: SellerListing;
  busy: boolean;
  feature?: { creditsLeft: number; onFeature: (listing: SellerListing) => void } | undefined;
}

/**
 * An active listing's featuring: until when it is featured, and "Feature this listing" while the seller has
 * featured credits left (the server refuses a credit that would add nothing, and says so).
 */
export function ListingRowFeature({ listing, busy, feature }: ListingRowFeatureProps) {
  const featured = listing.featuredUntil !== null && new Date(listing.featuredUntil) > new Date();
  const canSpend = feature !== undefined && feature.creditsLeft > 0;
  if (!featured && !canSpend) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-amber-50 p-2 text-sm">
      {featured && listing.featuredUntil ? (
        <span className="font-semibold text-amber-900">
          {BILLING_UI.featuredUntil(formatDate(listing.featuredUntil))}
        </span>
      ) : null}
      {canSpend ? (
        <>
          <button type="button" className="btn-solid" disabled={busy} onClick={() => feature.onFeature(listing)}>
            {BILLING_UI.featureListing}
            <span className="sr-only">: {listing.title}</span>
          </button>
          <span className="text-muted">{BILLING_UI.featuredCreditsLeft(feature.creditsLeft)}</span>
        </>
      ) : null}
    </div>
  );
}
