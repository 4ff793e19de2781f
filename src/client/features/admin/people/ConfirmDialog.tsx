import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ADMIN_PEOPLE_UI as UI } from '../../../../shared/admin/admin-people-ui';
import { MODERATION_LIMITS } from '../../../../shared/admin/moderation-contract';
import { useFocusTrap } from '../../../lib/use-focus-trap';

export interface Confirmation {
  question: string;
  confirm: string;
  /** Ask for a reason too (a rejection the person will read); it is passed to `onConfirm`. */
  reasonLabel?: string;
  onConfirm: (reason: string) => void;
}

/**
 * Asks before an action that affects a person (block, unblock, a new type, a rejection with its reason).
 * Focus stays inside; Escape or Cancel closes it.
 */
export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation; onClose: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const textId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  useFocusTrap(ref);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    confirmation.onConfirm(reason.trim());
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-night/60 p-4">
      <form
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={textId}
        className="w-full max-w-md space-y-4 rounded-2xl bg-white p-5 shadow-2xl"
        onSubmit={submit}
      >
        <p id={textId} className="font-semibold text-ink">
          {confirmation.question}
        </p>
        {confirmation.reasonLabel ? (
          <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
            {confirmation.reasonLabel}
            <textarea
              id={fieldId}
              className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm"
              rows={4}
              required
              minLength={MODERATION_LIMITS.reasonMin}
              maxLength={MODERATION_LIMITS.reasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {UI.cancel}
          </button>
          <button type="submit" className="btn-solid">
            {confirmation.confirm}
          </button>
        </div>
      </form>
    </div>
  );
}
