import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../shared/accounts/account-limits';
import { FormError, FormField } from '../../../ui/FormField';
import { AUTH_COPY, FIELD_LABELS } from '../accounts.content';
import { useLoginForm } from '../use-login-form';

interface LoginFormProps {
  defaultEmail?: string;
  /** After the session is stored and 'Login successful!' shown: close, reload or move on. */
  onLoggedIn: () => void;
  className?: string;
}

/** E-mail, password and the login button (spec sections 4, 5, 8): the login dialog's and the seller login's. */
export function LoginForm({ defaultEmail = '', onLoggedIn, className = 'space-y-4' }: LoginFormProps) {
  const { formRef, errors, error, pending, onSubmit } = useLoginForm(onLoggedIn);
  return (
    <form ref={formRef} className={className} onSubmit={onSubmit} aria-busy={pending}>
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
