import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../shared/accounts/account-limits';
import { updateProfileSchema } from '../../../../shared/accounts/account-schemas';
import type { AccountUser } from '../../../../shared/accounts/account-types';
import { useSetAtom } from '../../../app/store';
import { checkForm, type FieldErrors } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { useApiCache } from '../../../lib/use-api';
import { FormError, FormField } from '../../../ui/FormField';
import { meRead, updateMeRequest } from '../accounts.api';
import { sessionStorageChangedAtom } from '../accounts.atoms';
import { FIELD_LABELS, PROFILE_COPY } from '../accounts.content';
import { saveStoredUser } from '../accounts.storage';
import { useEndSession } from '../use-end-session';

type Editable = Pick<AccountUser, 'firstName' | 'lastName' | 'email'>;

/** Only what the user changed is sent (PATCH /api/users/me); the stored 'user' takes the answer. */
export function ProfileDetailsForm({ user }: { user: AccountUser }) {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const endSession = useEndSession();
  const cache = useApiCache();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Editable>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const changes = (Object.keys(values) as (keyof Editable)[]).filter((key) => values[key].trim() !== user[key]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = Object.fromEntries(changes.map((key) => [key, values[key]]));
    const { data, errors } = checkForm(updateProfileSchema, input, formRef.current, FIELD_LABELS);
    setError(null);
    setErrors(errors);
    if (!data) return;
    setPending(true);
    try {
      const { status, body } = await updateMeRequest(data);
      if (status === 401) return endSession();
      setPending(false);
      if (status === 200 && body?.success && body.data) {
        const saved = body.data;
        cache.update(meRead, (held) => ({ ...held, data: saved }));
        saveStoredUser(saved);
        sessionChanged();
        toast.success(body.message || PROFILE_COPY.detailsSaved);
        return;
      }
      setError(serverMessage(body) ?? PROFILE_COPY.updateFailed);
    } catch {
      setPending(false);
      setError(PROFILE_COPY.updateFailed);
    }
  };

  const field = (name: keyof Editable) => ({
    name,
    label: FIELD_LABELS[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name],
    required: true,
  });

  return (
    <form ref={formRef} className="card space-y-4" aria-labelledby={titleId} onSubmit={onSubmit} aria-busy={pending}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {PROFILE_COPY.detailsTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <FormField {...field('lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
      </div>
      <FormField {...field('email')} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      <FormField
        name="phoneNumber"
        label={FIELD_LABELS.phoneNumber}
        value={user.phoneNumber}
        readOnly
        disabled
        hint={PROFILE_COPY.phoneNote}
      />
      <FormError message={error} />
      <button type="submit" className="btn-solid w-full sm:w-auto" disabled={pending || changes.length === 0}>
        {pending ? PROFILE_COPY.detailsPending : PROFILE_COPY.detailsSubmit}
      </button>
    </form>
  );
}
