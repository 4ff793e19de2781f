import { useId, useState } from 'react';
import { AdminDialog } from '../shared/AdminDialog';
import { ReasonTextarea } from '../shared/ReasonTextarea';
import { ADMIN_PEOPLE_UI as UI } from './admin-people.content';

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
  const fieldId = useId();
  const [reason, setReason] = useState('');

  const submit = () => {
    onClose();
    confirmation.onConfirm(reason.trim());
  };

  return (
    <AdminDialog
      role="alertdialog"
      title={confirmation.question}
      titleAs="p"
      cancel={UI.cancel}
      submit={confirmation.confirm}
      onSubmit={submit}
      onClose={onClose}
    >
      {confirmation.reasonLabel ? (
        <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
          {confirmation.reasonLabel}
          <ReasonTextarea
            id={fieldId}
            className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm"
            value={reason}
            onChange={setReason}
          />
        </label>
      ) : null}
    </AdminDialog>
  );
}
