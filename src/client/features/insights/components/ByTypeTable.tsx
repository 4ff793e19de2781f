import type { PriceTrends } from '../../../../shared/insights/insights-contract';
import { formatCount, formatPricePerSqft } from '../../../../shared/listings/format';
import { TRENDS_COPY } from '../insights.content';
import { MedianTable } from './MedianTable';

/** Median price per sq.ft and listings of each property type over the trends' months. */
export function ByTypeTable({ rows, place }: { rows: PriceTrends['byType']; place: string }) {
  return (
    <section aria-labelledby="by-type-heading" className="card p-4 sm:p-6">
      <h2 id="by-type-heading" className="text-lg font-bold text-ink">
        {TRENDS_COPY.byTypeHeading}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <MedianTable
          caption={TRENDS_COPY.byTypeCaption(place)}
          labelColumn={TRENDS_COPY.type}
          rows={rows.map((row) => ({
            key: row.propertyType,
            label: row.propertyType,
            median: row.medianPricePerSqft === null ? '—' : formatPricePerSqft(row.medianPricePerSqft),
            listings: formatCount(row.listings),
          }))}
        />
      </div>
      <p className="mt-3 text-xs leading-relaxed text-muted">{TRENDS_COPY.mixNote}</p>
    </section>
  );
}
