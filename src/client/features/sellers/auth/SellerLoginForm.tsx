import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../../shared/accounts/account-limits';
import { AUTH_COPY, FIELD_LABELS } from '../../accounts/accounts.content';
import { FormError, FormField } from '../../accounts/components/FormField';
import { useLoginForm } from '../../accounts/use-login-form';

/**
 * E-mail and password, as the buyer login (spec sections 4, 5, 8). On success the session is stored and
 * the page that shows this form moves on by itself (a seller to the dashboard, a buyer to 'become a
 * seller'): no reload, the seller area reads the stored user.
 */
export function SellerLoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  // The page that shows this form moves on by itself once the stored user changes.
  const { formRef, errors, error, pending, onSubmit } = useLoginForm(() => undefined);

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
