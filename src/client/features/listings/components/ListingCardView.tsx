import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  bhkLabel,
  formatArea,
  formatPricePerSqft,
  formatPriceShort,
  formatRent,
} from '../../../../shared/listings/format';
import { confirmedAgo, confirmedTone, daysSince } from '../../../../shared/listings/freshness';
import type { ListingCard } from '../../../../shared/listings/listing-types';
import type { PostedBy } from '../../../../shared/listings/vocabulary';
import { mediaUrl } from '../../../../shared/media';
import { PATHS } from '../../../../shared/routes';
import { ShortlistButton } from '../../shortlist/ShortlistButton';
import { CARD_LABELS } from './listing-card.content';

interface ListingCardViewProps {
  listing: ListingCard;
  /** The first card of a page: its photo loads at once, with high priority (it is the page's largest image). */
  eager?: boolean;
  /** The photo's displayed width per breakpoint (the `sizes` attribute); the default suits a 1-2-4 column grid. */
  sizes?: string;
  /** What sits in the photo's bottom right corner: a compare button, where the page offers one. */
  corner?: ReactNode;
}

const DEFAULT_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * The card's text block has a fixed height (every line is one line, the title two), so a skeleton of the
 * same height holds its place exactly while a list loads (ListingCardSkeleton below).
 */
const BODY = 'flex h-[11.75rem] flex-col gap-1 p-3';

const POSTED_BY_STYLE: Record<PostedBy, string> = {
  Owner: 'bg-emerald-50 text-emerald-800',
  Agent: 'bg-brand-soft text-brand-dark',
  Builder: 'bg-amber-50 text-amber-900',
};

const badge = 'inline-flex h-6 items-center gap-1 rounded-full px-2 text-xs font-semibold';

/** One listing in a list: photo, price the Indian way, what and where, who posted it. */
export function ListingCardView({ listing, eager = false, sizes = DEFAULT_SIZES, corner }: ListingCardViewProps) {
  const rent = listing.transactionType === 'Rent';
  const price = rent ? formatRent(listing.price) : formatPriceShort(listing.price);
  const facts = [
    listing.bedrooms !== null ? bhkLabel(listing.bedrooms) : null,
    formatArea(listing.area.value, listing.area.unit),
    listing.furnishing,
    // A rental's terms; cards saved before they were carried have none.
    rent && listing.tenantPreferences?.length ? CARD_LABELS.tenants(listing.tenantPreferences) : null,
    rent && listing.petsAllowed === true ? CARD_LABELS.pets : null,
  ].filter(Boolean);
  const photo = listing.coverPhoto;
  // Cards saved offline before confirmations were shown have no date.
  const confirmedDays = listing.confirmedAt ? daysSince(listing.confirmedAt, new Date()) : null;
  return (
    <article className="relative h-full overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-brand-soft">
        {photo ? (
          <img
            src={mediaUrl(photo, 320)}
            srcSet={`${mediaUrl(photo, 320)} 320w, ${mediaUrl(photo, 640)} 640w, ${mediaUrl(photo, 1024)} 1024w`}
            sizes={sizes}
            width={320}
            height={240}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : (
          <svg viewBox="0 0 64 64" aria-hidden="true" className="absolute inset-0 m-auto h-12 w-12 text-brand/40">
            <path d="M32 12 10 30h6v20h12V38h8v12h12V30h6z" fill="currentColor" />
          </svg>
        )}
        {listing.featured && (
          <span className="absolute left-2 top-2 rounded-md bg-accent px-2 py-0.5 text-xs font-bold text-night shadow-sm">
            {CARD_LABELS.featured}
          </span>
        )}
        <ShortlistButton kind="property" id={listing.id} card={listing} />
        <span className="absolute bottom-2 left-2 rounded-md bg-night/75 px-2 py-0.5 text-xs font-medium text-white">
          {listing.propertyType}
        </span>
        {corner}
      </div>
      <div className={BODY}>
        <p className="flex h-7 items-baseline justify-between gap-2">
          <span className="text-lg font-bold leading-7 text-ink">{price}</span>
          {!rent && listing.pricePerSqft !== null && (
            <span className="truncate text-xs text-muted">{formatPricePerSqft(listing.pricePerSqft)}</span>
          )}
        </p>
        <h3 className="line-clamp-2 h-10 text-sm font-semibold leading-5 text-ink">
          {/* The link covers the whole card (its ::after), so the card is one tap target with the title as its name. */}
          <Link
            href={`${PATHS.propertyProfile}?id=${listing.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="h-5 truncate text-sm leading-5 text-muted">
          {listing.location.locality}, {listing.location.city}
        </p>
        <p className="h-4 truncate text-xs leading-4 text-muted">{facts.join(' · ')}</p>
        {/* Without a date the line stays, empty, so every card is the same height. */}
        <p className={`h-4 truncate text-xs leading-4 ${confirmedTone(confirmedDays ?? 0)}`}>
          {confirmedDays === null ? '' : confirmedAgo(confirmedDays)}
        </p>
        <p className="mt-auto flex h-6 gap-1.5 overflow-hidden">
          <span className={`${badge} ${POSTED_BY_STYLE[listing.postedBy]}`}>{listing.postedBy}</span>
          {listing.verified && (
            <span className={`${badge} bg-emerald-700 text-white`}>
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5" fill="currentColor">
                <path d="M8.3 13.7 4.6 10l1.4-1.4 2.3 2.3 5.7-5.7 1.4 1.4z" />
              </svg>
              {CARD_LABELS.verified}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

/** A card-sized placeholder (same photo ratio, same text height) for lists that are loading. */
export function ListingCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full overflow-hidden rounded-xl border border-line bg-white">
      <div className="aspect-[4/3] animate-pulse bg-brand-soft" />
      <div className={BODY}>
        <span className="h-7 w-1/3 animate-pulse rounded bg-brand-soft" />
        <span className="h-10 w-5/6 animate-pulse rounded bg-brand-soft" />
        <span className="h-5 w-1/2 animate-pulse rounded bg-brand-soft" />
        <span className="h-4 w-2/3 animate-pulse rounded bg-brand-soft" />
        <span className="h-4 w-1/2 animate-pulse rounded bg-brand-soft" />
        <span className="mt-auto h-6 w-1/4 animate-pulse rounded-full bg-brand-soft" />
      </div>
    </div>
  );
}
