import { Link } from 'wouter';
import { bhkLabel, formatArea, formatPriceShort, formatRent } from '../../../shared/listings/format';
import { confirmedAgo, confirmedTone, daysSince } from '../../../shared/listings/freshness';
import type { ListingCard } from '../../../shared/listings/listing-types';
import { mediaUrl } from '../../../shared/media';
import { PATHS } from '../../../shared/routes';
import { useApiRead } from '../../lib/use-api';
import { pickProperty, propertyRead } from '../listing-detail/detail.api';
import { MAP_LABELS } from './map.content';

/**
 * The card of the pin last tapped, over the bottom of the map: photo, price, BHK, locality and freshness,
 * the whole card a link to the property. The card comes from the list when the listing is on its page,
 * else from the property's own read (saved for offline use like any property the person opened).
 */
export function PinCard({ id, cards, onClose }: { id: number; cards: readonly ListingCard[]; onClose: () => void }) {
  const listed = cards.find((card) => card.id === id);
  const read = useApiRead(listed ? null : propertyRead(id), pickProperty);
  const card = listed ?? (read.kind === 'found' ? read.data : undefined);
  return (
    <div className="absolute inset-x-2 bottom-8 z-[1100] mx-auto max-w-md rounded-xl border border-line bg-white shadow-lg">
      {card ? (
        <PinCardBody card={card} />
      ) : (
        <div aria-busy="true" className="h-28 animate-pulse rounded-xl bg-brand-soft" />
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={MAP_LABELS.closeCard}
        className="absolute -top-3 -right-2 z-10 grid h-11 w-11 place-items-center rounded-full text-ink"
      >
        <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-full bg-white text-lg shadow">
          ×
        </span>
      </button>
    </div>
  );
}

function PinCardBody({ card }: { card: ListingCard }) {
  const rent = card.transactionType === 'Rent';
  const days = card.confirmedAt ? daysSince(card.confirmedAt, new Date()) : null;
  const facts = [
    card.bedrooms !== null ? bhkLabel(card.bedrooms) : card.propertyType,
    formatArea(card.area.value, card.area.unit),
  ];
  return (
    <article className="relative flex gap-3 p-2">
      <div className="h-24 w-28 shrink-0 overflow-hidden rounded-lg bg-brand-soft">
        {card.coverPhoto && (
          <img
            src={mediaUrl(card.coverPhoto, 320)}
            width={112}
            height={96}
            alt=""
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 py-0.5 pr-6">
        <p className="text-base font-bold text-ink">{rent ? formatRent(card.price) : formatPriceShort(card.price)}</p>
        <h3 className="truncate text-sm font-semibold text-ink">
          <Link
            href={`${PATHS.propertyProfile}?id=${card.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand"
          >
            {card.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted">
          {card.location.locality}, {card.location.city}
        </p>
        <p className="truncate text-xs text-muted">{facts.filter(Boolean).join(' · ')}</p>
        {days !== null && <p className={`truncate text-xs ${confirmedTone(days)}`}>{confirmedAgo(days)}</p>}
      </div>
    </article>
  );
}
