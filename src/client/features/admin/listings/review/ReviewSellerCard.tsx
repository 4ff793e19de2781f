import type { ReviewSeller } from '../../../../../shared/admin/listing-review-contract';
import { formatDate } from '../../../../../shared/date-format';
import { LISTING_STATUSES } from '../../../../../shared/listings/vocabulary';
import { SELLER_UI as S, STATUS_WORDS, REVIEW_UI as UI } from './listing-review.content';

/** Who posted it and their record: how long they have been here, verified or not, what they posted and how it went. */
export function ReviewSellerCard({ seller }: { seller: ReviewSeller }) {
  const listings = LISTING_STATUSES.filter((status) => seller.listings[status])
    .map((status) => `${seller.listings[status]} ${STATUS_WORDS[status]}`)
    .join(', ');
  const rows: [string, string, boolean?][] = [
    [S.accountSince, formatDate(seller.accountCreatedAt)],
    [S.type, seller.sellerType ?? S.none],
    [S.verified, seller.verified ? (seller.verifiedAt ? S.verifiedOn(formatDate(seller.verifiedAt)) : S.yes) : S.no],
    [S.listings, listings || S.none],
    [S.rejections, String(seller.rejections), seller.rejections > 0],
    [S.reports, String(seller.reports), seller.reports > 0],
  ];
  return (
    <section aria-labelledby="review-seller" className="card">
      <h2 id="review-seller" className="text-lg font-bold text-ink">
        {UI.sellerHeading}
      </h2>
      <p className="mt-1 font-semibold text-ink">
        {seller.name}
        {seller.companyName ? <span className="font-normal text-muted"> · {seller.companyName}</span> : null}
        <span className="font-normal text-muted"> · #{seller.id}</span>
      </p>
      {seller.blocked ? (
        <p className="mt-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
          {S.blocked}
        </p>
      ) : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value, warn]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className={warn ? 'font-semibold text-red-900' : 'text-ink'}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
