import { formatPriceShort } from '../../../../shared/listings/format';
import { TENANT_PREFERENCES } from '../../../../shared/listings/listing-terms';
import { indiaToday, SELLER_LIMITS } from '../../../../shared/sellers/seller-listing-contract';
import { FormField } from '../../../ui/FormField';
import { CheckboxField, ChoiceField, WholeNumberField } from './AddPropertyFields';
import { ADD_PROPERTY_COPY, LISTING_FIELD_LABELS as L } from './add-property.content';
import { applicable } from './listing-form';
import type { StepProps } from './step-props';
import { usePriceCheck } from './use-price-check';

/** '₹45.5 L' for what is typed so far, or nothing while it is not a positive number. */
const asWords = (typed: string) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) && value > 0
    ? ADD_PROPERTY_COPY.priceAsWords(formatPriceShort(value))
    : undefined;
};

/**
 * Price (rent per month for Rent) and deposit, each shown the Indian way as it is typed; a rental's
 * terms too: whom the owner would let to, pets, and the first day it can be moved into.
 */
export function StepPrice({ form, errors, set }: StepProps) {
  const on = applicable(form);
  const farFromMedian = usePriceCheck(form);
  const money = { min: 0, max: SELLER_LIMITS.priceMax };
  return (
    <>
      <WholeNumberField
        label={on.deposit ? ADD_PROPERTY_COPY.pricePerMonth : L.price}
        name="price"
        {...money}
        value={form.price}
        onChange={(e) => set({ price: e.target.value })}
        hint={asWords(form.price)}
        error={errors.price}
      />
      {farFromMedian && !errors.price ? (
        <p
          role="status"
          data-testid="price-median-warning"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {farFromMedian}
        </p>
      ) : null}
      {on.deposit ? (
        <WholeNumberField
          label={L.deposit}
          name="deposit"
          {...money}
          value={form.deposit}
          onChange={(e) => set({ deposit: e.target.value })}
          hint={asWords(form.deposit)}
          error={errors.deposit}
        />
      ) : null}
      <CheckboxField
        label={L.priceNegotiable}
        name="priceNegotiable"
        checked={form.priceNegotiable}
        onChange={(priceNegotiable) => set({ priceNegotiable })}
      />
      {on.deposit ? <RentalTerms form={form} errors={errors} set={set} /> : null}
    </>
  );
}

function RentalTerms({ form, errors, set }: StepProps) {
  const toggle = (preference: string, on: boolean) =>
    set({
      tenantPreferences: on
        ? [...form.tenantPreferences, preference]
        : form.tenantPreferences.filter((chosen) => chosen !== preference),
    });
  return (
    <>
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-ink">{L.tenantPreferences}</legend>
        <p className="text-xs text-muted">{ADD_PROPERTY_COPY.tenantsHint}</p>
        <div className="flex flex-wrap gap-x-6">
          {TENANT_PREFERENCES.map((preference) => (
            <CheckboxField
              key={preference}
              label={preference}
              name="tenantPreferences"
              checked={form.tenantPreferences.includes(preference)}
              onChange={(checked) => toggle(preference, checked)}
            />
          ))}
        </div>
        {errors.tenantPreferences ? <p className="mt-1 text-sm text-red-700">{errors.tenantPreferences}</p> : null}
      </fieldset>
      <ChoiceField
        legend={L.petsAllowed}
        name="petsAllowed"
        value={form.petsAllowed}
        options={[
          { value: 'yes', label: ADD_PROPERTY_COPY.yes },
          { value: 'no', label: ADD_PROPERTY_COPY.no },
        ]}
        onChange={(petsAllowed) => set({ petsAllowed })}
        error={errors.petsAllowed}
      />
      <FormField
        label={L.availableFrom}
        name="availableFrom"
        type="date"
        min={indiaToday(new Date())}
        value={form.availableFrom}
        onChange={(e) => set({ availableFrom: e.target.value })}
        error={errors.availableFrom}
      />
    </>
  );
}
