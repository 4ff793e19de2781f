import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { INDIAN_STATES } from '../../../../shared/location/indian-states';
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import { SELLER_TYPE_LABELS } from '../../../../shared/sellers/seller-constants';
import {
  SELLER_LIMITS,
  SELLER_MESSAGES,
  sellerProfileUpdateSchema,
} from '../../../../shared/sellers/seller-profile-contract';
import { checkForm, type FieldErrors } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { SelectField } from '../add-property/AddPropertyFields';
import { SELLER_AUTH_COPY, SELLER_FIELD_LABELS, type SellerFieldName } from './seller-auth.content';
import { updateSellerMeRequest } from './seller-profile.api';
import { useSellerSessionLost } from './seller-session';

const TEXT_FIELDS = ['companyName', 'address', 'city', 'state', 'about', 'reraAgentNumber'] as const;
type Values = Record<(typeof TEXT_FIELDS)[number] | 'experienceYears', string>;

const valuesOf = (profile: SellerMe): Values => ({
  companyName: profile.companyName ?? '',
  address: profile.address ?? '',
  city: profile.city ?? '',
  state: profile.state ?? '',
  about: profile.about ?? '',
  reraAgentNumber: profile.reraAgentNumber ?? '',
  experienceYears: profile.experienceYears === null ? '' : String(profile.experienceYears),
});

/** A typed number stays as typed (so the contract can name the mistake); blank means none. */
const toYears = (text: string): number | string | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * The seller's details (PATCH /api/sellers/me): only what changed is sent. The seller type is shown but
 * cannot change here (the contract refuses it).
 */
export function SellerProfileForm({ profile, onSaved }: { profile: SellerMe; onSaved: (profile: SellerMe) => void }) {
  const sessionLost = useSellerSessionLost();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors<SellerFieldName>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const saved = valuesOf(profile);
  const changed = (Object.keys(values) as (keyof Values)[]).filter((key) => values[key].trim() !== saved[key]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = Object.fromEntries(
      changed.map((key) => [key, key === 'experienceYears' ? toYears(values[key]) : values[key]]),
    );
    const { data, errors, formError } = checkForm(
      sellerProfileUpdateSchema,
      input,
      formRef.current,
      SELLER_FIELD_LABELS,
    );
    setErrors(errors);
    setError(formError ?? null);
    if (!data) return;
    setPending(true);
    try {
      const { status, body } = await updateSellerMeRequest(data);
      if (sessionLost(status)) return;
      setPending(false);
      if (status === 200 && body?.success && body.data) {
        toast.success(body.message || SELLER_MESSAGES.profileUpdated);
        setValues(valuesOf(body.data));
        onSaved(body.data);
        return;
      }
      setError(serverMessage(body) ?? SELLER_AUTH_COPY.profileFailed);
    } catch {
      setPending(false);
      setError(SELLER_AUTH_COPY.profileFailed);
    }
  };

  const field = (name: keyof Values) => ({
    name,
    label: SELLER_FIELD_LABELS[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name],
  });
  const companyRequired = profile.sellerType !== 'Individual';
  const aboutId = useId();

  return (
    <form ref={formRef} className="card space-y-4" aria-labelledby={titleId} onSubmit={onSubmit} aria-busy={pending}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {SELLER_AUTH_COPY.profileTitle}
      </h2>
      <FormField
        name="sellerType"
        label={SELLER_FIELD_LABELS.sellerType}
        value={SELLER_TYPE_LABELS[profile.sellerType]}
        readOnly
        disabled
        hint={SELLER_AUTH_COPY.sellerTypeNote}
      />
      <FormField
        {...field('companyName')}
        required={companyRequired}
        maxLength={SELLER_LIMITS.companyNameMax}
        autoComplete="organization"
        {...(companyRequired ? { hint: SELLER_AUTH_COPY.companyHint } : {})}
      />
      <FormField {...field('address')} required maxLength={SELLER_LIMITS.addressMax} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('city')} required maxLength={SELLER_LIMITS.placeMax} autoComplete="address-level2" />
        <SelectField {...field('state')} options={INDIAN_STATES} required autoComplete="address-level1" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field('experienceYears')}
          type="number"
          inputMode="numeric"
          min={0}
          max={SELLER_LIMITS.experienceYearsMax}
        />
        <FormField {...field('reraAgentNumber')} maxLength={SELLER_LIMITS.reraNumberMax} />
      </div>
      <div>
        <label htmlFor={aboutId} className="mb-1 block text-sm font-medium text-ink">
          {SELLER_FIELD_LABELS.about}
        </label>
        <textarea
          id={aboutId}
          name="about"
          rows={4}
          maxLength={SELLER_LIMITS.aboutMax}
          value={values.about}
          onChange={(event) => setValues({ ...values, about: event.target.value })}
          aria-invalid={errors.about ? true : undefined}
          aria-describedby={errors.about ? `${aboutId}-error` : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/25 ${errors.about ? 'border-red-600' : 'border-line'}`}
        />
        {errors.about ? (
          <p id={`${aboutId}-error`} className="mt-1 text-sm text-red-700">
            {errors.about}
          </p>
        ) : null}
      </div>
      <FormError message={error} />
      <button type="submit" className="btn-solid w-full sm:w-auto" disabled={pending || changed.length === 0}>
        {pending ? SELLER_AUTH_COPY.profilePending : SELLER_AUTH_COPY.profileSubmit}
      </button>
    </form>
  );
}
