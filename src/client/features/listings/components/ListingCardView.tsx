import { Link } from 'wouter';
import { formatArea, formatPriceShort, formatRent } from '../../../../shared/listings/format';
import type { ListingCard } from '../../../../shared/listings/listing-types';
import { mediaUrl } from '../../../../shared/media';
import { PATHS } from '../../../../shared/routes';

/** One listing in a list: photo, price the Indian way, what and where, who posted it. */
export function ListingCardView({ listing, eager = false }: { listing: ListingCard; eager?: boolean }) {
  const price = listing.transactionType === 'Rent' ? formatRent(listing.price) : formatPriceShort(listing.price);
  const facts = [
    listing.bedrooms !== null && listing.bedrooms > 0 ? `${listing.bedrooms} BHK` : null,
    formatArea(listing.area.value, listing.area.unit),
  ].filter(Boolean);
  return (
    <article className="overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <Link href={`${PATHS.propertyProfile}?id=${listing.id}`} className="block">
        <div className="aspect-[4/3] bg-brand-soft">
          {listing.coverPhoto && (
            <img
              src={mediaUrl(listing.coverPhoto, 320)}
              srcSet={`${mediaUrl(listing.coverPhoto, 320)} 320w, ${mediaUrl(listing.coverPhoto, 640)} 640w`}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              width={320}
              height={240}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-col gap-1 p-3">
          <p className="text-lg font-bold text-ink">{price}</p>
          <h3 className="line-clamp-2 text-sm font-semibold text-ink">{listing.title}</h3>
          <p className="text-sm text-muted">
            {listing.location.locality}, {listing.location.city}
          </p>
          <p className="flex flex-wrap gap-x-3 text-xs text-muted">
            {facts.map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
            <span>
              {listing.postedBy}
              {listing.verified ? ' · Verified' : ''}
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}
