import { formatMonthName, formatMonthYear } from '../../../../shared/month-format';
import type { SellerCounts } from '../../../../shared/sellers/seller-constants';
import { ColumnBar } from '../../../ui/ChartBars';
import { MANAGE_UI } from './manage.content';

const UI = MANAGE_UI.dashboard;

/**
 * Bars drawn with plain boxes (no chart library) for sighted readers, and the same numbers as a table
 * for everyone: the bars are hidden from assistive technology, the table is the chart's text.
 */
export function EnquiriesChart({ months }: { months: SellerCounts['enquiriesByMonth'] }) {
  const most = Math.max(1, ...months.map((month) => month.count));
  return (
    <figure className="mt-3">
      <figcaption className="text-xs text-muted">{UI.chartPeriod(months.length)}</figcaption>
      <div aria-hidden="true" className="mt-3 flex h-36 items-end gap-1 border-b border-line sm:gap-2">
        {months.map((month) => (
          <div key={month.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[0.625rem] leading-none text-muted tabular-nums sm:text-xs">{month.count}</span>
            {/* The tallest is 7rem of the chart's 9rem (h-36), leaving room for its figure. */}
            <ColumnBar
              percent={(month.count / most) * (700 / 9)}
              className={`rounded-t ${month.count ? 'fill-brand' : 'fill-line'}`}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-1 sm:gap-2">
        {months.map((month, index) => (
          <span key={month.month} className="min-w-0 flex-1 text-center text-[0.625rem] text-muted sm:text-xs">
            {formatMonthName(month.month)}
            {/* Twelve months span two years: the year is marked where the axis starts and where it turns. */}
            {index === 0 || month.month.endsWith('-01') ? (
              <span className="block font-semibold">’{month.month.slice(2, 4)}</span>
            ) : null}
          </span>
        ))}
      </div>
      {/* A table is as tall as its rows whatever its height says: the clipping box keeps it out of the layout. */}
      <div className="sr-only">
        <table>
          <caption>{UI.chartHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{UI.chartMonth}</th>
              <th scope="col">{UI.chartCount}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonthYear(month.month)}</th>
                <td>{month.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
