import type { ReviewListing } from '../../../../../shared/admin/listing-review-contract';
import { formatDate } from '../../../../../shared/date-format';
import type { AreaUnit } from '../../../../../shared/listings/area-units';
import { formatArea, formatCount, formatInr, formatPricePerSqft } from '../../../../../shared/listings/format';
import { EXTRA_LABELS, DETAIL_LABELS as L, REVIEW_UI as UI } from './listing-review.content';

type Row = [label: string, value: string | number | null | undefined];

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

/** The description and every detail the seller gave, as the admin checks them against the photos. */
export function ReviewFacts({ listing }: { listing: ReviewListing }) {
  const rooms = [listing.bedrooms, listing.bathrooms, listing.balconies];
  const rows: Row[] = [
    [L.price, `${formatInr(listing.price)}${listing.transactionType === 'Rent' ? ' / month' : ''}`],
    [L.pricePerSqft, listing.pricePerSqft === null ? null : formatPricePerSqft(listing.pricePerSqft)],
    [L.deposit, listing.deposit === null ? null : formatInr(listing.deposit)],
    [L.negotiable, listing.priceNegotiable ? L.yes : L.no],
    [L.type, `${listing.propertyType} · ${listing.transactionType}`],
    [L.area, formatArea(listing.area.value, listing.area.unit as AreaUnit)],
    [L.rooms, rooms.every((n) => n === null) ? null : rooms.map((n) => n ?? L.empty).join(' / ')],
    [L.furnishing, listing.furnishing],
    [L.floor, listing.floor === null ? null : L.floorOf(listing.floor, listing.totalFloors)],
    [L.facing, listing.facing],
    [L.possession, joined(listing.possession, listing.possessionDate)],
    [L.age, listing.ageYears === null ? null : L.years(listing.ageYears)],
    [L.rera, listing.reraId],
    [L.amenities, listing.amenities.join(', ')],
    [
      L.location,
      joined(
        listing.location.society,
        listing.location.subLocality,
        listing.location.locality,
        listing.location.city,
        listing.location.state,
      ),
    ],
    [L.postedBy, listing.postedBy],
    [L.posted, formatDate(listing.createdAt)],
    [L.confirmed, formatDate(listing.confirmedAt)],
    [L.views, formatCount(listing.views)],
    ...Object.entries(listing.details).map(
      ([key, value]): Row => [EXTRA_LABELS[key] ?? key, typeof value === 'boolean' ? (value ? L.yes : L.no) : value],
    ),
  ];
  return (
    <>
      <section aria-labelledby="review-description" className="card">
        <h2 id="review-description" className="text-lg font-bold text-ink">
          {UI.descriptionHeading}
        </h2>
        {listing.description ? (
          <p className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">{listing.description}</p>
        ) : (
          <p className="mt-2 text-sm text-muted">{UI.noDescription}</p>
        )}
      </section>
      <section aria-labelledby="review-details" className="card">
        <h2 id="review-details" className="text-lg font-bold text-ink">
          {UI.detailsHeading}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="break-words text-ink">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </>
  );
}
