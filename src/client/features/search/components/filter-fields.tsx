import type { SearchFilters } from '../../../../shared/listings/search-href';
import {
  MAX_SEARCH_QUERY_LENGTH,
  RESIDENTIAL_TYPES,
  SEARCH_PROPERTY_TYPES,
  TRANSACTION_TYPES,
} from '../../../../shared/listings/vocabulary';
import { BHK_CHOICES, SEARCH_LABELS as L } from '../search.content';
import { BudgetRange } from './BudgetRange';
import { ChoiceChips } from './ChoiceChips';

/** The look of a text field or a select in the search forms (/search and Refine Search). */
export const FIELD =
  'mt-1 min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-brand';

export const asChoices = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));

/** Non-residential types have no bedrooms: the BHK filter is hidden and dropped for them. */
export const hasBedrooms = (type: string | undefined) =>
  !type || (RESIDENTIAL_TYPES as readonly string[]).includes(type);

/** The fields the /search form and Refine Search share, over the form's draft of the search. */
export interface FilterFieldProps {
  /** The form's useId(): the fields' ids and radio names are made from it. */
  id: string;
  draft: SearchFilters;
  onChange: (patch: SearchFilters) => void;
}

/** Buy or Rent. Rent budgets are monthly: a purchase budget would make no sense there (and back). */
export function TransactionChips({ id, draft, onChange }: FilterFieldProps) {
  return (
    <ChoiceChips
      legend={L.transaction}
      name={`${id}-deal`}
      type="radio"
      choices={asChoices(TRANSACTION_TYPES)}
      selected={draft.transactionType ? [draft.transactionType] : []}
      onChange={([deal]) => onChange({ transactionType: deal, minPrice: undefined, maxPrice: undefined })}
    />
  );
}

interface PropertyTypeSelectProps {
  id: string;
  value: SearchFilters['propertyType'];
  onChange: (type: SearchFilters['propertyType']) => void;
}

/** Any type, one of the property types, or a group of them ('Land/Plot', which the phone menu opens). */
export function PropertyTypeSelect({ id, value, onChange }: PropertyTypeSelectProps) {
  return (
    <div>
      <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink">
        {L.propertyType}
      </label>
      <select
        id={`${id}-type`}
        className={FIELD}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as SearchFilters['propertyType'])}
      >
        <option value="">{L.anyType}</option>
        {SEARCH_PROPERTY_TYPES.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </select>
    </div>
  );
}

/** The budget range, then the BHK chips unless the draft's type has no bedrooms. */
export function BudgetAndBedrooms({ id, draft, onChange }: FilterFieldProps) {
  return (
    <>
      <BudgetRange
        transaction={draft.transactionType}
        min={draft.minPrice}
        max={draft.maxPrice}
        onChange={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        className={FIELD}
      />
      {hasBedrooms(draft.propertyType) && (
        <ChoiceChips
          legend={L.bhk}
          name={`${id}-bhk`}
          choices={BHK_CHOICES}
          selected={draft.bedrooms ?? []}
          onChange={(bedrooms) => onChange({ bedrooms: bedrooms.length ? bedrooms : undefined })}
        />
      )}
    </>
  );
}

interface SearchTextFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** A hint under the field, which the field is described by. */
  hint?: string;
}

/** The free-text phrase of a search, with its label (and a hint when given). */
export function SearchTextField({ id, label, placeholder, value, onChange, hint }: SearchTextFieldProps) {
  return (
    <div>
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-text`}
        type="search"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-phrase` : undefined}
        className={FIELD}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-phrase`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
