import type { EnquiryStatus } from '../../shared/enquiries/enquiry-constants';
import type { ListingStatus } from '../../shared/listings/vocabulary';
import { ENQUIRY_STATUS_LABELS, LISTING_STATUS_LABELS } from './ui.content';

const TONES: Record<ListingStatus | EnquiryStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  sold: 'bg-slate-200 text-slate-900',
  rented: 'bg-slate-200 text-slate-900',
  deleted: 'bg-slate-200 text-slate-900',
  expired: 'bg-amber-100 text-amber-900',
  new: 'bg-brand-soft text-brand-dark',
  seen: 'bg-amber-100 text-amber-900',
  responded: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-900',
};

/** A listing's or an enquiry's status in words (colour only repeats what the words say). */
export function StatusBadge({ status, kind }: { status: ListingStatus | EnquiryStatus; kind: 'listing' | 'enquiry' }) {
  const label =
    kind === 'listing'
      ? LISTING_STATUS_LABELS[status as ListingStatus]
      : ENQUIRY_STATUS_LABELS[status as EnquiryStatus];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{label}</span>
  );
}
