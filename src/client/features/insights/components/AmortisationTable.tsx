import type { AmortisationYear } from '../../../../shared/insights/emi';
import { formatInr } from '../../../../shared/listings/format';
import { EMI_COPY } from '../insights.content';

/** What each year of instalments repays, what it pays in interest and what is still owed after it. */
export function AmortisationTable({ years }: { years: AmortisationYear[] }) {
  const cell = 'py-2 pl-3 text-right tabular-nums';
  return (
    <section aria-labelledby="schedule-heading" className="card p-4 sm:p-6">
      <h2 id="schedule-heading" className="text-lg font-bold text-ink">
        {EMI_COPY.scheduleHeading}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full max-w-3xl text-left text-sm">
          <caption className="sr-only">{EMI_COPY.scheduleCaption(years.length)}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 font-medium">
                {EMI_COPY.year}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {EMI_COPY.principalPaid}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {EMI_COPY.interestPaid}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {EMI_COPY.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((row) => (
              <tr key={row.year} className="border-b border-line/60 last:border-0">
                <th scope="row" className="py-2 font-medium text-ink">
                  {row.year}
                </th>
                <td className={`${cell} text-ink`}>{formatInr(Math.round(row.principalPaid))}</td>
                <td className={`${cell} text-ink`}>{formatInr(Math.round(row.interestPaid))}</td>
                <td className={`${cell} text-ink`}>{formatInr(Math.round(row.balance))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
