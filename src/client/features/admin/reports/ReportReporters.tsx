import { formatDate } from '../../../../shared/date-format';
import { type AdminReportEntry, REPORT_REASON_LABELS } from '../../../../shared/reports/report-contract';
import { ADMIN_REPORTS_UI as UI } from './admin-reports.content';

const CHIP = 'rounded-full px-2 py-0.5 text-xs font-semibold';
const WARNING = `${CHIP} bg-amber-100 text-amber-900`;

/**
 * The reporters of one listing, newest first: how old each account was when it reported, whether its
 * report counts toward hiding the listing, and whether reporters share a phone, a network or a browser
 * (the signs of one person behind several accounts).
 */
export function ReportReporters({ entry }: { entry: AdminReportEntry }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">
        {UI.reportersHeading} <span className="font-normal text-muted">· {UI.holding(entry.holdingReporters)}</span>
      </h3>
      <p className="text-xs text-muted">{UI.reportersRule}</p>
      <ul className="mt-1 divide-y divide-line text-sm">
        {entry.reportedBy.map((reporter, index) => (
          // Reporters carry no id the admin may see; the order is fixed (newest first).
          // biome-ignore lint/suspicious/noArrayIndexKey: no identifier leaves the server
          <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5">
            <span className="font-medium">{REPORT_REASON_LABELS[reporter.reason]}</span>
            <span className="text-muted">
              {formatDate(reporter.reportedAt)} · {UI.accountAge(reporter.accountAgeHours)}
            </span>
            <span
              className={
                reporter.countsTowardHold
                  ? `${CHIP} bg-emerald-100 text-emerald-900`
                  : `${CHIP} border border-line text-muted`
              }
            >
              {reporter.countsTowardHold ? UI.counts : UI.notCounted}
            </span>
            {reporter.confirmedEnquiry ? (
              <span className={`${CHIP} border border-line`}>{UI.confirmedEnquiry}</span>
            ) : null}
            {reporter.sharesPhone ? <span className={WARNING}>{UI.sharesPhone}</span> : null}
            {reporter.sharesAddress ? <span className={WARNING}>{UI.sharesAddress}</span> : null}
            {reporter.sharesDevice ? <span className={WARNING}>{UI.sharesDevice}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
