import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/accounts/account-limits';
import { changePasswordSchema } from '../../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../../shared/messages';
import { type FieldErrors, fieldErrors, focusFirstError } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { changePasswordRequest } from '../accounts.api';
import { FIELD_LABELS, PROFILE_COPY } from '../accounts.content';
import { useEndSession } from '../use-end-session';

/** Current, new and confirmed password; the two new ones must match before anything is sent. */
export function ChangePasswordForm() {
  const endSession = useEndSession();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: data.get('currentPassword'),
      newPassword: data.get('newPassword'),
    });
    const found = parsed.success ? {} : fieldErrors(parsed.error, FIELD_LABELS);
    if (data.get('newPassword') !== data.get('confirmPassword')) found.confirmPassword = MESSAGES.passwordsDoNotMatch;
    setErrors(found);
    setError(null);
    if (!parsed.success || Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return;
    }
    setPending(true);
    try {
      const { status, body } = await changePasswordRequest(parsed.data);
      if (status === 401) return endSession();
      setPending(false);
      if (status === 200 && body?.success) {
        form.reset();
        toast.success(body.message || PROFILE_COPY.passwordChanged);
        return;
      }
      setError(serverMessage(body) ?? PROFILE_COPY.passwordFailed);
    } catch {
      setPending(false);
      setError(PROFILE_COPY.passwordFailed);
    }
  };

  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', autoComplete: string) => ({
    name,
    label: FIELD_LABELS[name],
    type: 'password',
    autoComplete,
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    error: errors[name],
  });

  return (
    <form ref={formRef} className="card space-y-4" aria-labelledby={titleId} onSubmit={onSubmit} aria-busy={pending}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {PROFILE_COPY.passwordTitle}
      </h2>
      <FormField {...field('currentPassword', 'current-password')} />
      <FormField
        {...field('newPassword', 'new-password')}
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <FormField {...field('confirmPassword', 'new-password')} />
      <FormError message={error} />
      <button type="submit" className="btn-solid w-full sm:w-auto" disabled={pending}>
        {pending ? PROFILE_COPY.passwordPending : PROFILE_COPY.passwordSubmit}
      </button>
    </form>
  );
}
