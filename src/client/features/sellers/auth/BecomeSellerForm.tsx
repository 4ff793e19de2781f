import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import type { AccountUser } from '../../../../shared/accounts/account-types';
import { SELLER_TYPES, type SellerType } from '../../../../shared/listings/vocabulary';
import { INDIAN_STATES } from '../../../../shared/location/indian-states';
import { SELLER_TYPE_LABELS } from '../../../../shared/sellers/seller-constants';
import {
  SELLER_LIMITS,
  SELLER_MESSAGES,
  sellerProfileSchema,
} from '../../../../shared/sellers/seller-profile-contract';
import { useSetAtom } from '../../../app/store';
import { checkForm, type FieldErrors } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { sessionStorageChangedAtom } from '../../accounts/accounts.atoms';
import { SelectField } from '../add-property/AddPropertyFields';
import { SELLER_AUTH_COPY, SELLER_FIELD_LABELS, type SellerFieldName } from './seller-auth.content';
import { becomeSellerRequest } from './seller-profile.api';
import { refreshStoredSeller, useSellerSessionLost } from './seller-session';

const EMPTY = { companyName: '', address: '', city: '', state: '' };
type TextName = Exclude<keyof typeof EMPTY, 'state'>;

/**
 * 'Become a seller' (POST /api/sellers): the seller type, a company name (asked of agents and builders
 * only: an owner has none), address, city and the state picked from INDIAN_STATES. On success `onBecame` runs (the page offers the photo step) and the
 * stored user becomes a seller.
 */
export function BecomeSellerForm({
  user,
  onBecame,
  defaultType = 'Individual',
}: {
  user: AccountUser;
  onBecame: () => void;
  /** Preselected ('Register' under FOR BUILDERS or FOR AGENTS asks for its own). */
  defaultType?: SellerType;
}) {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const sessionLost = useSellerSessionLost();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [sellerType, setSellerType] = useState<SellerType>(defaultType);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SellerFieldName>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors } = checkForm(
      sellerProfileSchema,
      // An owner is never asked for a company: what was typed as an agent before switching is not sent.
      { sellerType, ...values, companyName: sellerType === 'Individual' ? '' : values.companyName },
      formRef.current,
      SELLER_FIELD_LABELS,
    );
    setErrors(errors);
    setError(null);
    if (!data) return;
    setPending(true);
    try {
      const { status, body } = await becomeSellerRequest(data);
      if (sessionLost(status)) return;
      // 409: this account is a seller already (another tab): the same way on.
      if ((status === 201 && body?.success) || status === 409) {
        await refreshStoredSeller(data.sellerType);
        toast.success(serverMessage(body) ?? SELLER_MESSAGES.becameSeller);
        onBecame();
        sessionChanged();
        return;
      }
      setPending(false);
      setError(serverMessage(body) ?? SELLER_AUTH_COPY.becomeFailed);
    } catch {
      setPending(false);
      setError(SELLER_AUTH_COPY.becomeFailed);
    }
  };

  const field = (name: TextName, max: number) => ({
    name,
    label: SELLER_FIELD_LABELS[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: errors[name],
    maxLength: max,
    required: true,
  });
  const companyRequired = sellerType !== 'Individual';

  return (
    <form ref={formRef} className="card space-y-4" aria-labelledby={titleId} onSubmit={onSubmit} aria-busy={pending}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {SELLER_AUTH_COPY.becomeTitle}
      </h2>
      <p className="text-sm text-muted">{SELLER_AUTH_COPY.becomeIntro(user.firstName)}</p>
      <fieldset>
        <legend className="mb-2 block text-sm font-medium text-ink">{SELLER_FIELD_LABELS.sellerType}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SELLER_TYPES.map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-base ${sellerType === type ? 'border-brand bg-brand/5' : 'border-line bg-white'}`}
            >
              <input
                type="radio"
                name="sellerType"
                value={type}
                checked={sellerType === type}
                onChange={() => setSellerType(type)}
              />
              {SELLER_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {companyRequired ? (
        <FormField
          {...field('companyName', SELLER_LIMITS.companyNameMax)}
          autoComplete="organization"
          hint={SELLER_AUTH_COPY.companyHint}
        />
      ) : null}
      <FormField {...field('address', SELLER_LIMITS.addressMax)} autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('city', SELLER_LIMITS.placeMax)} autoComplete="address-level2" />
        <SelectField
          name="state"
          label={SELLER_FIELD_LABELS.state}
          options={INDIAN_STATES}
          value={values.state}
          onChange={(event) => setValues({ ...values, state: event.target.value })}
          error={errors.state}
          required
          autoComplete="address-level1"
        />
      </div>
      <FormError message={error} />
      <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
        {pending ? SELLER_AUTH_COPY.becomePending : SELLER_AUTH_COPY.becomeSubmit}
      </button>
    </form>
  );
}
