import { useSetAtom } from 'jotai';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../shared/accounts/account-limits';
import { loginSchema } from '../../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../../shared/messages';
import { loginRequest, serverMessage } from '../../accounts/accounts.api';
import { sessionStorageChangedAtom } from '../../accounts/accounts.atoms';
import { AUTH_COPY, FIELD_LABELS } from '../../accounts/accounts.content';
import { saveSession } from '../../accounts/accounts.storage';
import { FormError, FormField } from '../../accounts/components/FormField';
import { checkForm, type FieldErrors } from '../../accounts/form-errors';

/**
 * E-mail and password, as the buyer login (spec sections 4, 5, 8). On success the session is stored and
 * the page that shows this form moves on by itself (a seller to the dashboard, a buyer to 'become a
 * seller'): no reload, the seller area reads the stored user.
 */
export function SellerLoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (message: string | undefined) => {
    setPending(false);
    setError(message ?? MESSAGES.loginFailed);
    toast.error(MESSAGES.loginFailedToast);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data, errors } = checkForm(
      loginSchema,
      { email: form.get('email'), password: form.get('password') },
      formRef.current,
    );
    setError(null);
    setErrors(errors);
    if (!data) return;
    setPending(true);
    try {
      const { status, body } = await loginRequest(data);
      if (status === 200 && body?.success && body.data?.token && body.data.user) {
        saveSession(body.data.token, body.data.user);
        toast.success(MESSAGES.loginSuccess);
        sessionChanged();
        return;
      }
      fail(serverMessage(body));
    } catch {
      fail(undefined);
    }
  };

  return (
    <form ref={formRef} className="space-y-4" onSubmit={onSubmit} aria-busy={pending}>
      <FormField
        label={FIELD_LABELS.email}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={defaultEmail}
        error={errors.email}
      />
      <FormField
        label={FIELD_LABELS.password}
        name="password"
        type="password"
        required
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={errors.password}
      />
      <FormError message={error} />
      <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
        {pending ? AUTH_COPY.loginPending : AUTH_COPY.loginSubmit}
      </button>
    </form>
  );
}
