/**
 * The dashboard's "Still available?" panel: the seller's listings a week or less from leaving search, and
 * those that left it, each confirmed (or renewed) in one tap or marked sold / rented. A change shows in
 * its row at once (the answer replaces the row), so the seller sees the new date where they tapped; the
 * panel's list is read again on the next visit, without the listings confirmed today.
 */
import { useState } from 'react';
import { formatDate } from '../../../../shared/date-format';
import {
  DAY_MS,
  daysSince,
  FRESHNESS,
  FRESHNESS_MESSAGES,
  STILL_AVAILABLE_ID,
} from '../../../../shared/listings/freshness';
import type { ClosingStatus, SellerListing } from '../../../../shared/sellers/seller-constants';
import { sellerListings } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { StatusBadge } from '../../../ui/StatusBadge';
import { bodyOf, usePersonalApi } from '../../accounts/use-personal-api';
import { closeListing, confirmListing, dueListingsRead } from './manage.api';
import { MANAGE_UI } from './manage.content';

const UI = MANAGE_UI.stillAvailable;

interface RowProps {
  listing: SellerListing;
  busy: boolean;
  onConfirm: (listing: SellerListing) => void;
  onClose: (listing: SellerListing, status: ClosingStatus) => void;
}

function StillAvailableRow({ listing, busy, onConfirm, onClose }: RowProps) {
  const now = new Date();
  const lapseDay = formatDate(listing.lapsesAt);
  const expired = listing.status === 'expired';
  const open = listing.status === 'active' || expired;
  // Confirmed within the last day: the row the seller just tapped (or one confirmed elsewhere meanwhile).
  const justConfirmed = listing.status === 'active' && now.getTime() - Date.parse(listing.confirmedAt) < DAY_MS;
  const closing: ClosingStatus = listing.transactionType === 'Rent' ? 'rented' : 'sold';
  return (
    <li className="card space-y-2" aria-label={listing.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-ink">{listing.title}</p>
        <StatusBadge kind="listing" status={listing.status} />
      </div>
      <p className="text-sm text-muted">
        {FRESHNESS_MESSAGES.confirmedAgo(daysSince(listing.confirmedAt, now))}
        {' · '}
        <span
          className={expired ? 'font-semibold text-red-800' : justConfirmed ? 'text-emerald-800' : 'text-amber-900'}
        >
          {!open
            ? UI.closed
            : expired
              ? UI.expiredOn(lapseDay)
              : justConfirmed
                ? UI.stays(lapseDay)
                : UI.lapsesOn(lapseDay)}
        </span>
      </p>
      {open && !justConfirmed && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-solid" disabled={busy} onClick={() => onConfirm(listing)}>
            {expired ? UI.renew : UI.confirm}
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={() => onClose(listing, closing)}>
            {closing === 'sold' ? MANAGE_UI.properties.markSold : MANAGE_UI.properties.markRented}
          </button>
        </div>
      )}
    </li>
  );
}

/** Nothing at all when no listing needs confirming (or the list could not be read: the dashboard says so). */
export function StillAvailablePanel() {
  const read = usePersonalApi(dueListingsRead, bodyOf);
  const cache = useApiCache();
  const [busyId, setBusyId] = useState<number | null>(null);
  if (read.kind !== 'found' || read.data.data.length === 0) return null;

  const run = async (listing: SellerListing, change: () => Promise<{ message: string; data?: unknown }>) => {
    setBusyId(listing.id);
    try {
      const { message, data } = await change();
      notify.success(message);
      const after = (data as SellerListing | undefined) ?? listing;
      cache.update(dueListingsRead, (page) => ({
        ...page,
        data: page.data.map((row) => (row.id === listing.id ? after : row)),
      }));
      cache.invalidate(sellerListings, { except: [dueListingsRead.path] });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };
  const onConfirm = (listing: SellerListing) => void run(listing, () => confirmListing(listing.id));
  const onClose = (listing: SellerListing, status: ClosingStatus) => {
    if (window.confirm(MANAGE_UI.properties.confirmClose(listing.title, status)))
      void run(listing, () => closeListing(listing.id, status));
  };

  return (
    <section id={STILL_AVAILABLE_ID} aria-labelledby="still-available-heading" className="mt-6 scroll-mt-20">
      <h2 id="still-available-heading" className="text-lg font-bold text-ink">
        {UI.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{UI.intro(FRESHNESS.rentDays, FRESHNESS.saleDays)}</p>
      <ul className="mt-3 space-y-3">
        {read.data.data.map((listing) => (
          <StillAvailableRow
            key={listing.id}
            listing={listing}
            busy={busyId === listing.id}
            onConfirm={onConfirm}
            onClose={onClose}
          />
        ))}
      </ul>
    </section>
  );
}
