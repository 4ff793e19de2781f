import { formatPriceShort } from '../../../../shared/listings/format';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { CheckboxField, WholeNumberField } from './AddPropertyFields';
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

/** Price (rent per month for Rent) and deposit, each shown the Indian way as it is typed. */
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
    </>
  );
}
