import { PROPERTY_TYPES, TRANSACTION_TYPES } from '../../../../shared/listings/vocabulary';
import { SELLER_LISTING_FILTER_STATUSES } from '../../../../shared/sellers/seller-constants';
import { LISTING_STATUS_LABELS } from '../../../ui/ui.content';
import { MANAGE_UI } from './manage.content';

const UI = MANAGE_UI.properties;

export interface ListingFilterValues {
  status: string;
  type: string;
  transaction: string;
}

interface ListingFiltersProps {
  values: ListingFilterValues;
  onChange: (values: ListingFilterValues) => void;
}

const selectClass = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink';

/** Status, type and Buy/Rent pickers; each change applies at once (and lands in the URL). */
export function ListingFilters({ values, onChange }: ListingFiltersProps) {
  const pick = (field: keyof ListingFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <fieldset className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
      <legend className="sr-only">{UI.filtersLabel}</legend>
      <label className="text-sm font-medium text-ink">
        {UI.status}
        <select className={selectClass} value={values.status} onChange={pick('status')}>
          <option value="">{MANAGE_UI.all}</option>
          {SELLER_LISTING_FILTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LISTING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-ink">
        {UI.type}
        <select className={selectClass} value={values.type} onChange={pick('type')}>
          <option value="">{MANAGE_UI.all}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-ink">
        {UI.transaction}
        <select className={selectClass} value={values.transaction} onChange={pick('transaction')}>
          <option value="">{MANAGE_UI.all}</option>
          {TRANSACTION_TYPES.map((transaction) => (
            <option key={transaction} value={transaction}>
              {transaction}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
