import { TRENDS_COPY } from '../insights.content';

export interface MedianRow {
  key: string;
  label: string;
  median: string;
  listings: string;
}

/** The trends' table of a label (month, property type), its median price per sq.ft and listings counted. */
export function MedianTable({
  caption,
  labelColumn,
  rows,
  nowrap = false,
}: {
  caption: string;
  labelColumn: string;
  rows: readonly MedianRow[];
  /** Keep each row's label on one line (months). */
  nowrap?: boolean;
}) {
  return (
    <table className="w-full max-w-2xl text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            {labelColumn}
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
          <tr key={row.key} className="border-b border-line/60 last:border-0">
            <th scope="row" className={`${nowrap ? 'whitespace-nowrap ' : ''}py-2 pr-3 font-medium text-ink`}>
              {row.label}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums text-ink">{row.median}</td>
            <td className="py-2 text-right tabular-nums text-ink">{row.listings}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
