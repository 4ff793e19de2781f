import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { PASSWORD_MAX_LENGTH } from '../../../../shared/accounts/account-limits';
import { deleteAccountSchema, PRIVACY_MESSAGES, PRIVACY_UI } from '../../../../shared/accounts/privacy-contract';
import { checkForm, type FieldErrors } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { FIELD_LABELS } from '../accounts.content';
import { clearSession } from '../accounts.storage';
import { useEndSession } from '../use-end-session';
import { useLogout } from '../use-logout';
import { deleteAccountRequest } from './privacy.api';

/**
 * The confirm step of "Delete my account": what happens, and the password again. On success the device
 * forgets the session exactly as logout does (the server has already ended it) and goes home.
 */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const logout = useLogout();
  const endSession = useEndSession();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    const { data, errors: found } = checkForm(deleteAccountSchema, { password }, formRef.current, FIELD_LABELS);
    setErrors(found);
    setError(null);
    if (!data) return;
    setPending(true);
    try {
      const { status, body } = await deleteAccountRequest(data);
      if (status === 200 && body?.success) {
        toast.success(body.message || PRIVACY_MESSAGES.accountDeleted);
        // The server has ended every session: forget the token first, so logout does not ask it to again.
        clearSession();
        return logout();
      }
      if (status === 401) return endSession();
      setPending(false);
      setError(serverMessage(body) ?? PRIVACY_UI.deleteFailed);
    } catch {
      setPending(false);
      setError(PRIVACY_UI.deleteFailed);
    }
  };

  return (
    <form
      ref={formRef}
      className="space-y-4 rounded-lg border border-red-300 bg-red-50 p-4"
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      aria-busy={pending}
    >
      <h3 id={titleId} className="text-base font-bold text-red-900">
        {PRIVACY_UI.deleteTitle}
      </h3>
      <p className="text-sm text-red-900">{PRIVACY_UI.deleteWarning}</p>
      <FormField
        name="password"
        label={PRIVACY_UI.passwordLabel}
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        // The form opens on the press of 'Delete my account': its one field is where the user continues.
        autoFocus
        error={errors.password}
      />
      <FormError message={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending}>
          {pending ? PRIVACY_UI.deleting : PRIVACY_UI.confirm}
        </button>
        <button type="button" className="btn-ghost" onClick={onCancel} disabled={pending}>
          {PRIVACY_UI.cancel}
        </button>
      </div>
    </form>
  );
}
