import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ADMIN_LISTINGS_UI as UI } from '../../../../shared/admin/admin-listings-ui';
import { MODERATION_LIMITS } from '../../../../shared/admin/moderation-contract';
import { useFocusTrap } from '../../../lib/use-focus-trap';

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
  const dialogRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  useFocusTrap(dialogRef);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await prompt.onSubmit(value.trim());
    setBusy(false);
    if (done) onClose();
  };

  const field = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-night/60 p-4">
      <form
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md space-y-4 rounded-2xl bg-white p-5 shadow-2xl"
        onSubmit={submit}
      >
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {prompt.title}
        </h2>
        {prompt.type === 'reason' ? (
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
              {UI.reasonLabel}
            </label>
            <textarea
              id={fieldId}
              className={field}
              rows={4}
              required
              minLength={MODERATION_LIMITS.reasonMin}
              maxLength={MODERATION_LIMITS.reasonMax}
              aria-describedby={hintId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
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
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {UI.cancel}
          </button>
          <button type="submit" className="btn-solid" disabled={busy}>
            {prompt.type === 'reason' ? UI.confirmReject : UI.confirmFeature}
          </button>
        </div>
      </form>
    </div>
  );
}
