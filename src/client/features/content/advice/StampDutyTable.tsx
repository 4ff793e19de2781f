import { STAMP_DUTY_ROWS } from './stamp-duty.data';

const CAPTION = 'Typical stamp duty and registration charges on residential property';
const COLUMNS = { stampDuty: 'Stamp duty', registration: 'Registration fee', women: 'Women buyers' } as const;

/**
 * The states' typical charges: a table from 640 px up; on a phone, where four columns do not fit, one
 * card per state (only one of the two is displayed, so screen readers meet it once).
 */
export function StampDutyTable() {
  return (
    <>
      <div className="mt-5 hidden overflow-hidden rounded-xl border border-line sm:block">
        <table className="w-full border-collapse text-left text-sm leading-6">
          <caption className="bg-surface px-4 py-3 text-left font-semibold text-ink">{CAPTION}</caption>
          <thead className="bg-surface text-ink">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                State
              </th>
              {Object.values(COLUMNS).map((label) => (
                <th key={label} scope="col" className="px-4 py-2 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line bg-white">
            {STAMP_DUTY_ROWS.map((row) => (
              <tr key={row.state} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-ink">
                  {row.state}
                </th>
                <td className="px-4 py-3 text-ink">{row.stampDuty}</td>
                <td className="px-4 py-3 text-ink">{row.registration}</td>
                <td className="px-4 py-3 text-ink">{row.women}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-5 sm:hidden">
        <p className="font-semibold text-ink">{CAPTION}</p>
        <ul className="!mt-3 !list-none !space-y-3 !pl-0">
          {STAMP_DUTY_ROWS.map((row) => (
            <li key={row.state} className="rounded-xl border border-line bg-white p-4">
              <p className="!mt-0 font-semibold text-ink">{row.state}</p>
              <dl className="mt-2 space-y-1 text-sm leading-6">
                {(Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((key) => (
                  <div key={key}>
                    <dt className="inline font-medium text-muted">{COLUMNS[key]}: </dt>
                    <dd className="inline text-ink">{row[key]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
