import { useId, useState } from 'react';
import { AdminDialog } from '../shared/AdminDialog';
import { ReasonTextarea } from '../shared/ReasonTextarea';
import { ADMIN_LISTINGS_UI as UI } from './admin-listings.content';

export type Prompt =
  | { type: 'reason'; title: string; onSubmit: (reason: string) => Promise<boolean> }
  | { type: 'date'; title: string; min: string; max: string; onSubmit: (date: string) => Promise<boolean> };

/**
 * Asks for one value before an action: a rejection reason (the seller reads it) or a featured-until date.
 * Focus stays inside, Escape or Cancel closes it; it closes itself when `onSubmit` says the action worked,
 * and stays open with what was typed when it did not (the page shows the server's message).
 */
export function PromptDialog({ prompt, onClose }: { prompt: Prompt; onClose: () => void }) {
  const [value, setValue] = useState(prompt.type === 'date' ? prompt.min : '');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const hintId = useId();

  const submit = async () => {
    setBusy(true);
    const done = await prompt.onSubmit(value.trim());
    setBusy(false);
    if (done) onClose();
  };

  const field = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink';
  return (
    <AdminDialog
      role="dialog"
      title={prompt.title}
      titleAs="h2"
      cancel={UI.cancel}
      submit={prompt.type === 'reason' ? UI.confirmReject : UI.confirmFeature}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {prompt.type === 'reason' ? (
        <div>
          <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
            {UI.reasonLabel}
          </label>
          <ReasonTextarea id={fieldId} className={field} value={value} onChange={setValue} describedBy={hintId} />
          <p id={hintId} className="mt-1 text-xs text-muted">
            {UI.rejectHint}
          </p>
        </div>
      ) : (
        <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
          {UI.featureLabel}
          <input
            id={fieldId}
            type="date"
            className={field}
            required
            min={prompt.min}
            max={prompt.max}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </label>
      )}
    </AdminDialog>
  );
}
