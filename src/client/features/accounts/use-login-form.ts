import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { loginSchema } from '../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../shared/messages';
import { useSetAtom } from '../../app/store';
import { checkForm, type FieldErrors } from '../../lib/form-errors';
import { serverMessage } from '../../lib/server-message';
import { loginRequest } from './accounts.api';
import { sessionStorageChangedAtom } from './accounts.atoms';
import { FIELD_LABELS } from './accounts.content';
import { saveSession } from './accounts.storage';

/**
 * The login form's behaviour, shared by the login dialog and the seller login:
 * checks e-mail and password, calls the login API, stores the session and says 'Login successful!', or
 * shows the server's message (or 'An error occurred during login') with the failure toast. What happens
 * after a login is the caller's `onLoggedIn`.
 */
export function useLoginForm(onLoggedIn: () => void) {
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
      FIELD_LABELS,
    );
    setError(null);
    setErrors(errors);
    if (!data) return;
    setPending(true);
    try {
      const { status, body } = await loginRequest(data);
      if (status === 200 && body?.success && body.data?.token && body.data.user) {
        saveSession(body.data.token, body.data.user);
        sessionChanged();
        toast.success(MESSAGES.loginSuccess);
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
