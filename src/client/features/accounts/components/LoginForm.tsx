import { type ReactNode, useState } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../shared/accounts/account-limits';
import { useAtom } from '../../../app/store';
import { FormError, FormField, TEXT_LINK_CLASS } from '../../../ui/FormField';
import { loginNoticeAtom } from '../accounts.atoms';
import { AUTH_COPY, FIELD_LABELS } from '../accounts.content';
import { useLoginForm } from '../use-login-form';
import { OtpLoginSteps } from './OtpLoginSteps';

interface LoginFormProps {
  /** After the session is stored and 'Login successful!' shown: close, reload or move on. */
  onLoggedIn: () => void;
  className?: string;
  /** The 'Forgot password?' link or button, under the password. */
  forgot?: ReactNode;
  /** Offers 'Log in with OTP' (buyers and sellers; an admin logs in with the password only). */
  withOtp?: boolean;
  /** Said under the heading while the password is asked for; the OTP steps say their own. */
  intro?: string;
}

/**
 * Mobile number or e-mail, password and the login button: the login dialog's, the seller login's
 * and the admin login's. After a password reset it says so above the fields until the next login.
 * With `withOtp`, a link switches to the login by an OTP texted to the phone, and back.
 */
export function LoginForm({ onLoggedIn, className = 'space-y-4', forgot, withOtp = false, intro }: LoginFormProps) {
  const [notice, setNotice] = useAtom(loginNoticeAtom);
  const [byOtp, setByOtp] = useState(false);
  const loggedIn = () => {
    setNotice(null);
    onLoggedIn();
  };
  const { formRef, errors, error, pending, onSubmit } = useLoginForm(loggedIn);
  const switchLink = withOtp ? (
    <p className="text-center text-sm">
      <button type="button" className={TEXT_LINK_CLASS} onClick={() => setByOtp(!byOtp)}>
        {byOtp ? AUTH_COPY.loginWithPassword : AUTH_COPY.loginWithOtp}
      </button>
    </p>
  ) : null;

  if (byOtp)
    return (
      <div className="space-y-4">
        <OtpLoginSteps onLoggedIn={loggedIn} />
        {switchLink}
      </div>
    );
  return (
    <>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      <form ref={formRef} className={className} onSubmit={onSubmit} aria-busy={pending}>
        {notice ? (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
            {notice}
          </p>
        ) : null}
        <FormField
          label={FIELD_LABELS.login}
          name="login"
          type="text"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.login}
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
        {switchLink}
      </form>
    </>
  );
}
