import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { loginSchema } from '../../../shared/accounts/account-schemas';
import type { AccountUser } from '../../../shared/accounts/account-types';
import { MESSAGES } from '../../../shared/messages';
import { useSetAtom } from '../../app/store';
import { checkForm, type FieldErrors } from '../../lib/form-errors';
import { serverMessage } from '../../lib/server-message';
import { ACCOUNT_TOAST } from './account-toast';
import { loginRequest } from './accounts.api';
import { sessionStorageChangedAtom } from './accounts.atoms';
import { FIELD_LABELS } from './accounts.content';
import { saveSession } from './accounts.storage';

/**
 * Keeps a session the server just gave (a login, a login OTP, a verified sign-up) and says so with
 * `message`: every way in leaves the browser in the same state.
 */
export function useSignIn() {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  return (data: { token: string; user: AccountUser }, message: string = MESSAGES.loginSuccess) => {
    saveSession(data.token, data.user);
    sessionChanged();
    toast.success(message, ACCOUNT_TOAST);
  };
}

/**
 * The login form's behaviour, shared by the login dialog and the seller login:
 * checks the mobile number or e-mail and the password, calls the login API, stores the session and says
 * 'Login successful!', or shows the server's message (or 'An error occurred during login') with the
 * failure toast. What happens after a login is the caller's `onLoggedIn`.
 */
export function useLoginForm(onLoggedIn: () => void) {
  const signIn = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (message: string | undefined) => {
    setPending(false);
    setError(message ?? MESSAGES.loginFailed);
    toast.error(MESSAGES.loginFailedToast, ACCOUNT_TOAST);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { login: String(form.get('login') ?? ''), password: String(form.get('password') ?? '') };
    const { data, errors } = checkForm(loginSchema, input, formRef.current, FIELD_LABELS);
    setError(null);
    setErrors(errors);
    if (!data) return;
    setPending(true);
    try {
      // Sent as typed: the server reads the number the same way, so its messages match the field.
      const { status, body } = await loginRequest({ login: input.login.trim(), password: input.password });
      if (status === 200 && body?.success && body.data?.token && body.data.user) {
        signIn(body.data);
        onLoggedIn();
        return;
      }
      fail(serverMessage(body));
    } catch {
      fail(undefined);
    }
  };

  return { formRef, errors, error, pending, onSubmit };
}
