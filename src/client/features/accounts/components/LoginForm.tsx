import type { ReactNode } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../shared/accounts/account-limits';
import { useAtom } from '../../../app/store';
import { FormError, FormField } from '../../../ui/FormField';
import { loginNoticeAtom } from '../accounts.atoms';
import { AUTH_COPY, FIELD_LABELS } from '../accounts.content';
import { useLoginForm } from '../use-login-form';

interface LoginFormProps {
  defaultEmail?: string;
  /** After the session is stored and 'Login successful!' shown: close, reload or move on. */
  onLoggedIn: () => void;
  className?: string;
  /** The 'Forgot password?' link or button, under the password. */
  forgot?: ReactNode;
}

/**
 * E-mail, password and the login button: the login dialog's, the seller login's
 * and the admin login's. After a password reset it says so above the fields until the next login.
 */
export function LoginForm({ defaultEmail = '', onLoggedIn, className = 'space-y-4', forgot }: LoginFormProps) {
  const [notice, setNotice] = useAtom(loginNoticeAtom);
  const { formRef, errors, error, pending, onSubmit } = useLoginForm(() => {
    setNotice(null);
    onLoggedIn();
  });
  return (
    <form ref={formRef} className={className} onSubmit={onSubmit} aria-busy={pending}>
      {notice ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {notice}
        </p>
      ) : null}
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
      {forgot ? <p className="-mt-2 text-right text-sm">{forgot}</p> : null}
      <FormError message={error} />
      <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
        {pending ? AUTH_COPY.loginPending : AUTH_COPY.loginSubmit}
      </button>
    </form>
  );
}
