import { Link } from 'wouter';
import { formatPriceShort } from '../../../../shared/listings/format';
import { daysSince, FRESHNESS_MESSAGES, STILL_AVAILABLE_ID } from '../../../../shared/listings/freshness';
import { REPORT_MESSAGES } from '../../../../shared/reports/report-contract';
import { PATHS } from '../../../../shared/routes';
import type { ClosingStatus, SellerListing } from '../../../../shared/sellers/seller-constants';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ListingRowFeature } from './ListingRowFeature';
import { MANAGE_UI } from './manage.content';

const UI = MANAGE_UI.properties;

interface ListingRowProps {
  listing: SellerListing;
  busy: boolean;
  onClose: (listing: SellerListing, status: ClosingStatus) => void;
  onDelete: (listing: SellerListing) => void;
  /** Featured credits the seller has left, and spending one on this listing (its row shows the action when active). */
  feature?: { creditsLeft: number; onFeature: (listing: SellerListing) => void };
}

/** One of the seller's listings: where it stands, how buyers responded, and what the seller may do. */
export function ListingRow({ listing, busy, onClose, onDelete, feature }: ListingRowProps) {
  const closing: ClosingStatus = listing.transactionType === 'Rent' ? 'rented' : 'sold';
  const price = `${formatPriceShort(listing.price)}${listing.transactionType === 'Rent' ? ' / month' : ''}`;
  return (
    <li className="card space-y-3" aria-label={listing.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-bold text-ink">{listing.title}</h2>
        <StatusBadge kind="listing" status={listing.status} />
      </div>
      <p className="text-sm text-muted">
        {listing.propertyType} · {listing.location.locality}, {listing.location.city}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted">{UI.price}</dt>
          <dd className="font-semibold text-ink">{price}</dd>
        </div>
        <div>
          <dt className="text-muted">{UI.views}</dt>
          <dd className="font-semibold text-ink">{listing.views}</dd>
        </div>
        <div>
          <dt className="text-muted">{UI.enquiriesLabel}</dt>
          <dd className="font-semibold text-ink">{UI.enquiries(listing.enquiries.new, listing.enquiries.total)}</dd>
        </div>
      </dl>
      {(listing.status === 'active' || listing.status === 'expired') && (
        <p className="text-sm text-muted">
          {FRESHNESS_MESSAGES.confirmedAgo(daysSince(listing.confirmedAt, new Date()))}
          {listing.status === 'expired' && (
            <>
              {' · '}
              <Link href={`${PATHS.sellerDashboard}#${STILL_AVAILABLE_ID}`} className="text-link">
                {MANAGE_UI.stillAvailable.renew}
              </Link>
            </>
          )}
        </p>
      )}
      {listing.status === 'pending' && listing.heldForReportsAt && (
        <p className="text-sm font-medium text-amber-900">{REPORT_MESSAGES.heldNotice}</p>
      )}
      {listing.status === 'rejected' && listing.rejectionReason && (
        <p className="text-sm text-red-800">{MANAGE_UI.dashboard.rejectedReason(listing.rejectionReason)}</p>
      )}
      {listing.status === 'active' && <ListingRowFeature listing={listing} busy={busy} feature={feature} />}
      <div className="flex flex-wrap gap-2">
        {listing.status !== 'sold' && listing.status !== 'rented' && (
          <Link href={`${PATHS.sellerAddProperty}?id=${listing.id}`} className="btn-outline">
            {UI.edit}
          </Link>
        )}
        {(listing.status === 'active' || listing.status === 'expired') && (
          <button type="button" className="btn-outline" disabled={busy} onClick={() => onClose(listing, closing)}>
            {closing === 'sold' ? UI.markSold : UI.markRented}
          </button>
        )}
        {listing.status === 'active' && (
          <a href={`${PATHS.propertyProfile}?id=${listing.id}`} className="btn-ghost">
            {UI.viewPublic}
          </a>
        )}
        <button type="button" className="btn-ghost text-red-800" disabled={busy} onClick={() => onDelete(listing)}>
          {UI.delete}
        </button>
      </div>
    </li>
  );
}
