import { useId, useState } from 'react';
import { AdminDialog } from '../../shared/AdminDialog';
import { ReasonTextarea } from '../../shared/ReasonTextarea';
import { REJECT_REASONS, REJECT_UI as UI } from './listing-review.content';

interface RejectDialogProps {
  /** Resolves true when the rejection went through (the dialog closes), false to keep what was typed. */
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** The reason for a rejection: one of the common ones, edited or not, or the admin's own words. */
export function RejectDialog({ onSubmit, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const submit = async () => {
    setBusy(true);
    const done = await onSubmit(reason.trim());
    setBusy(false);
    if (done) onClose();
  };
  return (
    <AdminDialog
      role="dialog"
      title={UI.title}
      titleAs="h2"
      cancel={UI.cancel}
      submit={UI.submit}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset>
        <legend className="text-sm font-medium text-ink">{UI.choices}</legend>
        <div className="mt-1 space-y-1">
          {REJECT_REASONS.map((choice) => (
            <label key={choice} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="radio"
                name="reject-reason"
                className="mt-1"
                checked={reason === choice}
                onChange={() => setReason(choice)}
              />
              <span>{choice}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
          {UI.label}
        </label>
        <ReasonTextarea
          id={fieldId}
          className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink"
          value={reason}
          onChange={setReason}
          describedBy={hintId}
        />
        <p id={hintId} className="mt-1 text-xs text-muted">
          {UI.hint}
        </p>
      </div>
    </AdminDialog>
  );
}
