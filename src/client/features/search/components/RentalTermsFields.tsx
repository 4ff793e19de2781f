import { TENANT_PREFERENCES } from '../../../../shared/listings/listing-terms';
import { SEARCH_LABELS as L } from '../search.content';
import { ChoiceChips } from './ChoiceChips';
import { asChoices, FIELD, type FilterFieldProps } from './filter-fields';

/**
 * A rental's terms as filters: the tenants the owner lets to, pets, and the day it must be free by.
 * Shown for Rent only (a sale has none of them).
 */
export function RentalTermsFields({ id, draft, onChange }: FilterFieldProps) {
  return (
    <>
      <ChoiceChips
        legend={L.tenants}
        name={`${id}-tenants`}
        choices={asChoices(TENANT_PREFERENCES)}
        selected={draft.tenants ?? []}
        onChange={(tenants) => onChange({ tenants: tenants.length ? tenants : undefined })}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
        <input
          type="checkbox"
          className="h-5 w-5 accent-[rgb(var(--c-brand))]"
          checked={draft.pets === true}
          onChange={(event) => onChange({ pets: event.target.checked || undefined })}
        />
        {L.pets}
      </label>
      <div>
        <label htmlFor={`${id}-available-by`} className="text-sm font-medium text-ink">
          {L.availableBy}
        </label>
        <input
          id={`${id}-available-by`}
          type="date"
          className={FIELD}
          value={draft.availableBy ?? ''}
          onChange={(event) => onChange({ availableBy: event.target.value || undefined })}
        />
      </div>
    </>
  );
}
