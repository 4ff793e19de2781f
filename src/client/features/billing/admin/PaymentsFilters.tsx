import { type FormEvent, useState } from 'react';
import { datesReversed, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../../../../shared/billing/billing-contract';
import { SELLER_TYPES } from '../../../../shared/listings/vocabulary';
import { FieldFrame } from '../../../ui/FormField';
import { BILLING_UI as UI } from '../billing.content';
import { PAYMENT_FILTER_KEYS, type PaymentFilterValues } from './payments-url';

const CONTROL = 'block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink';

/** The filters form: applied on submit, so the URL (and the table) change once per choice. */
export function PaymentsFilters({
  values,
  onApply,
}: {
  values: PaymentFilterValues;
  onApply: (v: PaymentFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  // Shown under From once applied with From after To: an empty table would only say nothing matched.
  const [reversed, setReversed] = useState(() => datesReversed(values.from, values.to));
  const choose = (key: keyof PaymentFilterValues, options: readonly string[], labels?: Record<string, string>) => (
    <FieldFrame label={UI.filters[key]}>
      {(control) => (
        <select
          {...control}
          name={key}
          className={CONTROL}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        >
          <option value="">{UI.filters.any}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
  const date = (key: 'from' | 'to') => (
    <FieldFrame label={UI.filters[key]} error={key === 'from' && reversed ? UI.datesReversed : undefined}>
      {(control) => (
        <input
          {...control}
          type="date"
          name={key}
          className={CONTROL}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      )}
    </FieldFrame>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrongWay = datesReversed(draft.from, draft.to);
    setReversed(wrongWay);
    if (!wrongWay) onApply(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(PAYMENT_FILTER_KEYS.map((k) => [k, ''])) as PaymentFilterValues;
    setDraft(empty);
    setReversed(false);
    onApply(empty);
  };
  return (
    <form
      aria-label={UI.filters.legend}
      className="card mt-4 grid grid-cols-2 gap-3 md:grid-cols-6 md:items-end"
      onSubmit={submit}
    >
      {choose('sellerType', SELLER_TYPES)}
      {choose('status', PAYMENT_STATUSES, UI.statuses)}
      {choose('provider', PAYMENT_PROVIDERS, UI.providers)}
      {date('from')}
      {date('to')}
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <button type="submit" className="btn-solid">
          {UI.filters.apply}
        </button>
        <button type="button" className="btn-outline" onClick={clear}>
          {UI.filters.clear}
        </button>
      </div>
    </form>
  );
}
