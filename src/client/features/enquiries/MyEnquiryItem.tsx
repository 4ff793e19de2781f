import { useState } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../../shared/date-format';
import type { SellerContact } from '../../../shared/enquiries/enquiry-constants';
import { MY_ENQUIRY_STATUS_LABELS, type MyEnquiry } from '../../../shared/enquiries/my-enquiries';
import { formatPriceRange, formatPriceShort, formatRent } from '../../../shared/listings/format';
import { mediaUrl } from '../../../shared/media';
import { PATHS } from '../../../shared/routes';
import { readToken } from '../accounts/accounts.storage';
import { displayPhone, telHref } from '../listing-detail/detail.content';
import { fetchContact } from './enquiries.api';
import { MY_ENQUIRIES_UI as UI } from './my-enquiries.content';

const TONES: Record<MyEnquiry['status'], string> = {
  new: 'bg-brand-soft text-brand-dark',
  seen: 'bg-amber-100 text-amber-900',
  responded: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-900',
};

/**
 * The price as listing cards write it: a project's range, a month's rent, or a sale price. A list kept on
 * the device before the answer carried prices has none (`== null` covers the missing field too).
 */
function priceOf({ price, maxPrice, transactionType }: MyEnquiry['listing']): string {
  if (price == null) return '';
  if (maxPrice != null) return formatPriceRange(price, maxPrice);
  return transactionType === 'Rent' ? formatRent(price) : formatPriceShort(price);
}

type Reveal = { status: 'idle' | 'asking' } | { status: 'refused'; text: string };

interface MyEnquiryItemProps {
  enquiry: MyEnquiry;
  /** The seller's phone, once revealed (kept on the device with the list). */
  contact: SellerContact | undefined;
  onRevealed: (contact: SellerContact) => void;
  onSessionEnded: () => void;
}

/** One enquiry the buyer sent: about what, when, its status, and the seller's phone on request. */
export function MyEnquiryItem({ enquiry, contact, onRevealed, onSessionEnded }: MyEnquiryItemProps) {
  const { listing } = enquiry;
  const [reveal, setReveal] = useState<Reveal>({ status: 'idle' });
  const href = `${listing.kind === 'property' ? PATHS.propertyProfile : PATHS.projectProfile}?id=${listing.id}`;

  const show = async () => {
    const token = readToken();
    if (!token) return onSessionEnded();
    if (!navigator.onLine) return setReveal({ status: 'refused', text: UI.phoneOffline });
    setReveal({ status: 'asking' });
    const answer = await fetchContact({ kind: listing.kind, id: listing.id }, token);
    if (answer.kind === 'session-ended') return onSessionEnded();
    if (answer.kind === 'locked') return setReveal({ status: 'refused', text: UI.phoneUnavailable });
    setReveal({ status: 'idle' });
    onRevealed(answer.contact);
  };

  const price = priceOf(listing);
  const photo = listing.coverPhoto;
  return (
    <li className="card space-y-3" aria-label={listing.title}>
      {/* The photo and price the buyer enquired about, so each card is recognised at a glance. */}
      <div className="flex items-start gap-3">
        {photo ? (
          <img
            src={mediaUrl(photo, 320)}
            width={320}
            height={240}
            alt={UI.photoAlt(listing.title)}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-24 shrink-0 rounded-lg bg-brand-soft object-cover sm:w-28"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-base font-bold text-ink">
              {listing.available ? (
                <Link href={href} className="hover:text-brand">
                  {listing.title}
                </Link>
              ) : (
                listing.title
              )}
            </h2>
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[enquiry.status]}`}>
              {MY_ENQUIRY_STATUS_LABELS[enquiry.status]}
            </span>
          </div>
          {price ? <p className="text-base font-bold text-ink">{price}</p> : null}
          <p className="text-sm text-muted">
            {listing.kind === 'project' ? `${UI.project} · ` : ''}
            {listing.locality}, {listing.city}
            {!listing.available && <span className="font-semibold text-amber-900"> · {UI.unavailable}</span>}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">{UI.sentOn}: </dt>
          <dd className="inline">{formatDate(enquiry.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{UI.preferredTime}: </dt>
          <dd className="inline">{enquiry.preferredTime}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{UI.sentTo}: </dt>
          <dd className="inline">{enquiry.sellerName}</dd>
        </div>
        {contact && (
          <div>
            <dt className="inline text-muted">{UI.phone}: </dt>
            <dd className="inline">
              <a className="text-link font-semibold" href={telHref(contact.phoneNumber)}>
                {displayPhone(contact.phoneNumber)}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">{UI.yourMessage}</summary>
        <p className="mt-1 whitespace-pre-line text-ink">{enquiry.message}</p>
      </details>
      {!contact && listing.available && (
        <div className="space-y-2">
          <button
            type="button"
            className="btn-outline"
            disabled={reveal.status === 'asking'}
            onClick={() => void show()}
          >
            {reveal.status === 'asking' ? UI.gettingPhone : UI.showPhone}
          </button>
          {reveal.status === 'refused' && (
            <p role="alert" className="text-sm text-red-800">
              {reveal.text}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
