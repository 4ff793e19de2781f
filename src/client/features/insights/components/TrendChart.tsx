import type { PriceTrendPoint } from '../../../../shared/insights/insights-contract';
import { formatCount, formatInr, formatPricePerSqft } from '../../../../shared/listings/format';
import { ColumnBar } from '../../../ui/ChartBars';
import { formatMonth, formatMonthShort, TRENDS_COPY, TRENDS_MINIMUM } from '../insights.content';
import { MedianTable } from './MedianTable';

/**
 * Monthly medians as SVG bars (hidden from screen readers) above a real table of the same figures, which
 * is what assistive technology reads and what a visitor can copy.
 */
export function TrendChart({ months, place, bars }: { months: PriceTrendPoint[]; place: string; bars: boolean }) {
  const top = Math.max(1, ...months.map((point) => point.medianPricePerSqft ?? 0));
  return (
    <figure className="card p-4 sm:p-6">
      <figcaption className="text-sm font-semibold text-ink">{TRENDS_COPY.chartCaption(place)}</figcaption>
      {bars && (
        <>
          <div aria-hidden="true" className="mt-4 flex h-56 items-end gap-1 border-b border-line sm:h-64 sm:gap-3">
            {months.map((point) => {
              const value = point.medianPricePerSqft;
              const few = point.listings < TRENDS_MINIMUM.perMonth;
              return (
                <div key={point.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
                  <span className="whitespace-nowrap text-[10px] font-semibold text-ink sm:text-xs">
                    {value === null ? '' : formatInr(value)}
                  </span>
                  {value === null ? null : (
                    <ColumnBar
                      percent={Math.max(2, (value / top) * 85)}
                      className={`max-w-12 rounded-t-md ${few ? 'fill-brand/35' : 'fill-brand'}`}
                    />
                  )}
                </div>
              );
            })}
          </div>
          <div aria-hidden="true" className="mt-1 flex gap-1 sm:gap-3">
            {months.map((point) => (
              <span key={point.month} className="min-w-0 flex-1 text-center text-[10px] text-muted sm:text-xs">
                {formatMonthShort(point.month)}
              </span>
            ))}
          </div>
          {months.some((point) => point.listings > 0 && point.listings < TRENDS_MINIMUM.perMonth) && (
            <p className="mt-3 text-xs text-muted">{TRENDS_COPY.fewListings}</p>
          )}
        </>
      )}
      <div className="mt-6 overflow-x-auto">
        <MedianTable
          caption={TRENDS_COPY.chartCaption(place)}
          labelColumn={TRENDS_COPY.month}
          nowrap
          rows={months.map((point) => ({
            key: point.month,
            label: formatMonth(point.month),
            median:
              point.medianPricePerSqft === null ? TRENDS_COPY.noListings : formatPricePerSqft(point.medianPricePerSqft),
            listings: formatCount(point.listings),
          }))}
        />
      </div>
    </figure>
  );
}
