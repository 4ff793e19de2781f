import type { AdminDashboard } from '../../../../shared/admin/dashboard-contract';
import { formatCalendarDay } from '../../../../shared/date-format';
import { ColumnBar } from '../../../ui/ChartBars';
import { ADMIN_DASHBOARD_UI as UI } from './admin-dashboard.content';

const dayLong = formatCalendarDay;

/**
 * New listings per day as plain boxes (no chart library) for sighted readers, and the same numbers as a
 * table for everyone: the bars are hidden from assistive technology, the table is the chart's text.
 */
export function TrendChart({ days }: { days: AdminDashboard['trend'] }) {
  const most = Math.max(1, ...days.map((day) => day.count));
  return (
    <figure className="mt-3">
      <div aria-hidden="true" className="flex h-32 items-end gap-0.5 border-b border-line sm:gap-1.5">
        {days.map((day) => (
          <div key={day.date} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-[0.625rem] leading-none text-muted tabular-nums sm:text-xs">{day.count}</span>
            {/* The tallest is 6rem of the chart's 8rem (h-32), leaving room for its figure. */}
            <ColumnBar
              percent={(day.count / most) * 75}
              className={`rounded-t ${day.count ? 'fill-brand' : 'fill-line'}`}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-0.5 sm:gap-1.5">
        {days.map((day, index) => (
          <span
            key={day.date}
            className="min-w-0 flex-1 text-center text-[0.625rem] text-muted tabular-nums sm:text-xs"
          >
            {/* Fourteen labels do not fit a phone: every other day there, every day from sm up. */}
            <span className={index % 2 === (days.length - 1) % 2 ? '' : 'hidden sm:inline'}>{day.date.slice(8)}</span>
          </span>
        ))}
      </div>
      <div className="sr-only">
        <table>
          <caption>{UI.trendHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{UI.trendDay}</th>
              <th scope="col">{UI.trendCount}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLong(day.date)}</th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
