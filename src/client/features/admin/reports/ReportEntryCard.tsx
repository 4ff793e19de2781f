import { formatDate } from '../../../../shared/date-format';
import {
  type AdminReportEntry,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
} from '../../../../shared/reports/report-contract';
import { ADMIN_REPORTS_UI as UI } from './admin-reports.content';
import { ReportReporters } from './ReportReporters';

const reportedOn = formatDate;

interface ReportEntryCardProps {
  entry: AdminReportEntry;
  busy: boolean;
  onHide: () => void;
  onDismiss: () => void;
}

/**
 * One reported listing or project: its photos, why people reported it, who they are, what they wrote,
 * and the decisions.
 */
export function ReportEntryCard({ entry, busy, onHide, onDismiss }: ReportEntryCardProps) {
  const reasons = REPORT_REASONS.filter((reason) => entry.counts[reason] > 0);
  return (
    <li className="card space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-ink break-words">
          <span className="mr-2 rounded bg-surface px-2 py-0.5 text-xs font-semibold uppercase text-muted">
            {UI.kinds[entry.kind]}
          </span>
          <a href={entry.href} className="text-link" target="_blank" rel="noreferrer">
            {entry.title}
          </a>
        </h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            entry.heldForReportsAt ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'
          }`}
        >
          {entry.heldForReportsAt ? UI.held : UI.live}
        </span>
      </div>
      <p className="text-sm text-muted">
        {UI.seller(entry.sellerName)} · {UI.reporters(entry.reporters)} · {UI.latest(reportedOn(entry.latestAt))}
      </p>
      <div>
        <h3 className="text-sm font-semibold text-ink">{UI.photosHeading}</h3>
        {entry.photos.length === 0 ? (
          <p className="text-sm text-muted">{UI.noPhotos}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {entry.photos.map((photo, index) => (
              <li key={photo.hash}>
                <a href={photo.urls[1024]} target="_blank" rel="noreferrer">
                  <img
                    src={photo.urls[320]}
                    alt={UI.photo(entry.title, index + 1)}
                    width={120}
                    height={90}
                    loading="lazy"
                    className="h-[90px] w-[120px] rounded-lg border border-line object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{UI.reasonsHeading}</h3>
        <ul className="mt-1 flex flex-wrap gap-2 text-sm">
          {reasons.map((reason) => (
            <li key={reason} className="rounded-full border border-line px-3 py-1">
              {REPORT_REASON_LABELS[reason]}: <strong>{entry.counts[reason]}</strong>
            </li>
          ))}
        </ul>
      </div>
      <ReportReporters entry={entry} />
      {entry.details.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">{UI.detailsHeading}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {entry.details.map((detail) => (
              <li key={`${detail.createdAt}-${detail.text}`} className="whitespace-pre-line break-words">
                <span className="font-medium">{REPORT_REASON_LABELS[detail.reason]}:</span> {detail.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-solid"
          disabled={busy}
          aria-label={`${UI.hide} ${entry.title}`}
          onClick={onHide}
        >
          {UI.hide}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          aria-label={`${UI.dismiss} ${entry.title}`}
          onClick={onDismiss}
        >
          {UI.dismiss}
        </button>
      </div>
    </li>
  );
}
