import { useId, useState } from 'react';
import { REPORT_MESSAGES } from '../../../shared/reports/report-contract';
import { ApiCallError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { AdminDialog } from '../admin/shared/AdminDialog';
import { REPORT_UI } from './reports.content';

export interface ReportDialogProps<R extends string> {
  title: string;
  /** The reasons in the form's order, each with the words the reporter reads. */
  reasons: readonly R[];
  labels: Record<R, string>;
  detailsMax: number;
  /** Sends the report as the signed-in person; rejects with the server's message. */
  send: (input: { reason: R; details?: string | undefined }) => Promise<{ message: string }>;
  onClose: () => void;
  /** Sent now, or sent before (the server says so): either way the page shows it as reported. */
  onReported: () => void;
}

/** Why the person reports a listing or a review: one reason, and their words (required for Other). */
export default function ReportDialog<R extends string>({
  title,
  reasons,
  labels,
  detailsMax,
  send,
  onClose,
  onReported,
}: ReportDialogProps<R>) {
  const [reason, setReason] = useState<R | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const detailsId = useId();
  const hintId = useId();
  const problemId = useId();

  const submit = async () => {
    if (reason === null) return setProblem(REPORT_MESSAGES.reasonRequired);
    if (reason === 'other' && details.trim() === '') return setProblem(REPORT_MESSAGES.detailsRequired);
    setBusy(true);
    setProblem(null);
    try {
      const answer = await send({ reason, details: details.trim() || undefined });
      notify.success(answer.message);
      onReported();
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 409) {
        notify.success((error as Error).message);
        onReported();
        return;
      }
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog
      role="dialog"
      title={title}
      titleAs="h2"
      cancel={REPORT_UI.cancel}
      submit={busy ? REPORT_UI.sending : REPORT_UI.send}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{REPORT_UI.reasonLegend}</legend>
        {reasons.map((value) => (
          <label key={value} className="flex min-h-10 items-center gap-3 text-sm text-ink">
            <input
              type="radio"
              name="report-reason"
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setProblem(null);
              }}
              className="h-4 w-4"
            />
            {labels[value]}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={detailsId} className="block text-sm font-medium text-ink">
          {reason === 'other' ? REPORT_UI.detailsRequired : REPORT_UI.detailsOptional}
        </label>
        <textarea
          id={detailsId}
          className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink"
          rows={3}
          maxLength={detailsMax}
          aria-required={reason === 'other'}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <p id={hintId} className="mt-1 text-xs text-muted">
          {REPORT_UI.detailsHint}
        </p>
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </AdminDialog>
  );
}
