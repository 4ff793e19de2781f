import type { ListingReview, ReviewMatch } from '../../../../../shared/admin/listing-review-contract';
import { formatDate } from '../../../../../shared/date-format';
import type { AreaUnit } from '../../../../../shared/listings/area-units';
import { formatArea, formatInr, formatPricePerSqft } from '../../../../../shared/listings/format';
import { REPORT_REASON_LABELS, type ReportReason } from '../../../../../shared/reports/report-vocabulary';
import { FLAG_LABELS } from '../admin-listings.content';
import { FLAGS_UI as F, STATUS_WORDS, REVIEW_UI as UI } from './listing-review.content';

type Side = Pick<
  ReviewMatch,
  'title' | 'price' | 'area' | 'locality' | 'city' | 'seller' | 'createdAt' | 'status' | 'href' | 'photos'
>;

/** This listing and the match, column by column, so the admin sees at a glance what is the same. */
function SideBySide({ mine, match }: { mine: Side; match: ReviewMatch }) {
  const sides = [
    [F.thisListing, mine],
    [F.match, match],
  ] as const;
  const rows: [string, (side: Side) => string][] = [
    [F.price, (s) => formatInr(s.price)],
    [F.area, (s) => formatArea(s.area.value, s.area.unit as AreaUnit)],
    [F.place, (s) => `${s.locality}, ${s.city}`],
    [F.seller, (s) => `${s.seller.name} · #${s.seller.id}`],
    [F.posted, (s) => formatDate(s.createdAt)],
    [F.status, (s) => STATUS_WORDS[s.status]],
  ];
  return (
    <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
      {sides.map(([label, side]) => (
        <div key={label} className="min-w-0 rounded-lg border border-line p-2">
          <p className="text-xs font-bold uppercase tracking-wide text-muted">{label}</p>
          <div className="mt-1 flex gap-1">
            {side.photos.slice(0, 2).map((photo) => (
              <img
                key={photo.hash}
                src={photo.urls[320]}
                alt=""
                width={320}
                height={240}
                className="aspect-[4/3] h-auto w-1/2 rounded object-cover"
              />
            ))}
          </div>
          <p className="mt-1 break-words font-semibold text-ink">{side.title}</p>
          <dl className="mt-1 space-y-0.5">
            {rows.map(([name, value]) => (
              <div key={name} className="flex flex-wrap gap-x-1">
                <dt className="text-muted">{name}:</dt>
                <dd className="break-words text-ink">{value(side)}</dd>
              </div>
            ))}
          </dl>
          <a href={side.href} className="mt-1 inline-block text-brand underline" target="_blank" rel="noreferrer">
            {F.open}
          </a>
        </div>
      ))}
    </div>
  );
}

/** The flags with their evidence: each match beside this listing, the price against the city, buyers' reports. */
export function ReviewFlags({ review }: { review: ListingReview }) {
  const { listing, seller, matches, priceCheck, flags, openReports, heldForReportsAt } = review;
  const mine: Side = {
    ...listing,
    locality: listing.location.locality,
    city: listing.location.city,
    seller: { id: seller.id, name: seller.companyName || seller.name },
  };
  const reasons = Object.entries(openReports.byReason) as [ReportReason, number][];
  return (
    <section aria-labelledby="review-flags" className="card">
      <h2 id="review-flags" className="text-lg font-bold text-ink">
        {UI.flagsHeading}
      </h2>
      {flags.length === 0 ? <p className="mt-1 text-sm text-muted">{UI.noFlags}</p> : null}
      {flags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1">
          {flags.map((flag) => (
            <li key={flag} className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              {FLAG_LABELS[flag]}
            </li>
          ))}
        </ul>
      ) : null}
      {matches.map((match) => (
        <div key={`${match.flag}-${match.id}`} className="mt-4">
          <h3 className="font-semibold text-ink">{F.matchHeading[match.flag]}</h3>
          <SideBySide mine={mine} match={match} />
        </div>
      ))}
      <h3 className="mt-4 font-semibold text-ink">{F.priceHeading}</h3>
      {priceCheck ? (
        <p className={`mt-1 text-sm ${flags.includes('price_outlier') ? 'font-semibold text-red-900' : 'text-ink'}`}>
          {F.priceLine(
            formatPricePerSqft(priceCheck.pricePerSqft),
            formatPricePerSqft(Math.round(priceCheck.median)),
            priceCheck.sample,
          )}{' '}
          <span className="font-normal text-muted">{F.outlierRule(priceCheck.factor)}</span>
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">{F.noPriceCheck}</p>
      )}
      {heldForReportsAt || openReports.total > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold text-ink">{UI.reportsHeading}</h3>
          {heldForReportsAt ? (
            <p className="mt-1 text-sm font-semibold text-red-900">{UI.heldForReports(formatDate(heldForReportsAt))}</p>
          ) : null}
          <p className="mt-1 text-sm text-ink">{UI.openReports(openReports.total)}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-ink">
            {reasons.map(([reason, n]) => (
              <li key={reason}>
                {REPORT_REASON_LABELS[reason]}: {n}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
