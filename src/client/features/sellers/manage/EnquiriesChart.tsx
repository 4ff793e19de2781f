import type { MonthCount } from '../../../../shared/sellers/seller-ui-manage';
import { MANAGE_UI } from '../../../../shared/sellers/seller-ui-manage';

const UI = MANAGE_UI.dashboard;

/**
 * Bars drawn with plain boxes (no chart library) for sighted readers, and the same numbers as a table
 * for everyone: the bars are hidden from assistive technology, the table is the chart's text.
 */
export function EnquiriesChart({ months, partialOf }: { months: MonthCount[]; partialOf: number | null }) {
  const most = Math.max(1, ...months.map((month) => month.count));
  return (
    <figure className="mt-3">
      <div aria-hidden="true" className="flex h-32 items-end gap-2 border-b border-line">
        {months.map((month) => (
          <div key={month.key} className="flex flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs text-muted">{month.count}</span>
            <div className="w-full rounded-t bg-brand" style={{ height: `${(month.count / most) * 6}rem` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-2">
        {months.map((month) => (
          <span key={month.key} className="flex-1 text-center text-xs text-muted">
            {month.label.slice(0, 3)}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{UI.chartHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{UI.chartMonth}</th>
            <th scope="col">{UI.chartCount}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.key}>
              <th scope="row">{month.label}</th>
              <td>{month.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {partialOf !== null && <figcaption className="mt-2 text-xs text-muted">{UI.chartPartial(partialOf)}</figcaption>}
    </figure>
  );
}
