import type { PriceTrends } from '../../../../shared/insights/insights-contract';
import { formatCount, TRENDS_COPY } from '../../../../shared/insights/insights-ui';
import { formatPricePerSqft } from '../../../../shared/listings/format';

/** Median price per sq.ft and listings of each property type over the trends' 12 months. */
export function ByTypeTable({ rows, place }: { rows: PriceTrends['byType']; place: string }) {
  return (
    <section aria-labelledby="by-type-heading" className="card p-4 sm:p-6">
      <h2 id="by-type-heading" className="text-lg font-bold text-ink">
        {TRENDS_COPY.byTypeHeading}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full max-w-2xl text-left text-sm">
          <caption className="sr-only">{TRENDS_COPY.byTypeCaption(place)}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                {TRENDS_COPY.type}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {TRENDS_COPY.median}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {TRENDS_COPY.listingsColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.propertyType} className="border-b border-line/60 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium text-ink">
                  {row.propertyType}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums text-ink">
                  {row.medianPricePerSqft === null ? '—' : formatPricePerSqft(row.medianPricePerSqft)}
                </td>
                <td className="py-2 text-right tabular-nums text-ink">{formatCount(row.listings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-muted">{TRENDS_COPY.mixNote}</p>
    </section>
  );
}
