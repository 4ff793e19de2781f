import { Link } from 'wouter';
import type { LocalityInsight } from '../../../../shared/insights/insights-contract';
import { formatPricePerSqft, formatPriceRange } from '../../../../shared/listings/format';
import { searchResultsHref } from '../../../../shared/routes';
import { FillBar } from '../../../ui/ChartBars';
import { LOCALITIES_COPY, listingsCount } from '../insights.content';

interface LocalityCardProps {
  locality: LocalityInsight;
  /** The highest median shown on the page, for the bar beside this one. */
  topMedian: number;
}

/** One locality: its median price per sq.ft (with a bar to compare), price range and usual type. */
export function LocalityCard({ locality, topMedian }: LocalityCardProps) {
  const place = { city: locality.city, state: locality.state, locality: locality.locality };
  const median = locality.medianPricePerSqft;
  const share = median && topMedian > 0 ? Math.max(4, Math.round((median / topMedian) * 100)) : 0;
  return (
    <article className="card flex h-full flex-col gap-3 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-lg font-semibold leading-snug text-ink">
          <Link href={searchResultsHref({ propertyType: '', ...place })} className="hover:text-brand hover:underline">
            {locality.locality}
          </Link>
        </h3>
        <span className="shrink-0 text-sm text-muted">{listingsCount(locality.listings)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-muted">{LOCALITIES_COPY.medianOf(locality.commonType)}</dt>
          <dd className="text-base font-bold text-ink">{median === null ? '—' : formatPricePerSqft(median)}</dd>
        </div>
        <div>
          <dt className="text-muted">{LOCALITIES_COPY.range}</dt>
          <dd className="font-semibold text-ink">{formatPriceRange(locality.minPrice, locality.maxPrice)}</dd>
        </div>
      </dl>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-brand-soft">
        <FillBar percent={share} fill="fill-brand" radius={3} />
      </div>
      {locality.byType.length > 1 ? (
        <ul aria-label={LOCALITIES_COPY.byType} className="space-y-1 text-sm">
          {locality.byType.map((type) => (
            <li key={type.propertyType} className="flex justify-between gap-3">
              <span className="text-muted">{type.propertyType}</span>
              <span className="font-semibold text-ink">
                {type.medianPricePerSqft === null ? '—' : formatPricePerSqft(type.medianPricePerSqft)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-auto text-sm text-muted">
        {LOCALITIES_COPY.mostly}{' '}
        <Link
          href={searchResultsHref({ propertyType: locality.commonType, ...place })}
          className="font-medium text-link"
        >
          {locality.commonType}
        </Link>
      </p>
    </article>
  );
}
