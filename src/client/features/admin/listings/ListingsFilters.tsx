import { type FormEvent, useState } from 'react';
import type { ModerationKind } from '../../../../shared/admin/moderation-contract';
import {
  LISTING_STATUSES,
  POSTED_BY,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROPERTY_TYPES,
} from '../../../../shared/listings/vocabulary';
import { LISTING_STATUS_LABELS } from '../../../ui/ui.content';
import { ADMIN_LISTINGS_UI as UI } from './admin-listings.content';
import { FILTER_KEYS, type FilterValues } from './listings-url';

interface ListingsFiltersProps {
  kind: ModerationKind;
  values: FilterValues;
  /** The agents' and owners' pages fix who posted, so they have no posted-by picker. */
  showPostedBy: boolean;
  onApply: (values: FilterValues) => void;
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink';
const labelClass = 'min-w-0 text-sm font-medium text-ink';

/** The table's filters: edited together, applied by Apply (they land in the URL), cleared by Clear. */
export function ListingsFilters({ kind, values, showPostedBy, onApply }: ListingsFiltersProps) {
  const [draft, setDraft] = useState(values);
  const set = (key: keyof FilterValues) => (event: { target: { value: string } }) =>
    setDraft((now) => ({ ...now, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as FilterValues;
    setDraft(empty);
    onApply(empty);
  };
  const statuses = kind === 'property' ? LISTING_STATUSES : PROJECT_STATUSES;
  const types = kind === 'property' ? PROPERTY_TYPES : PROJECT_TYPES;
  const select = (key: keyof FilterValues, label: string, options: readonly (readonly [string, string])[]) => (
    <label className={labelClass}>
      {label}
      <select className={fieldClass} value={draft[key]} onChange={set(key)}>
        <option value="">{UI.all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  const input = (key: keyof FilterValues, label: string, type = 'text') => (
    <label className={key === 'q' ? `${labelClass} col-span-2 lg:col-span-1` : labelClass}>
      {label}
      <input className={fieldClass} type={type} value={draft[key]} onChange={set(key)} />
    </label>
  );
  return (
    <form onSubmit={submit} className="mt-4">
      <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <legend className="sr-only">{UI.filtersLabel}</legend>
        {input('q', UI.text, 'search')}
        {select(
          'status',
          UI.status,
          statuses.map((s) => [s, LISTING_STATUS_LABELS[s]] as const),
        )}
        {select(
          'propertyType',
          UI.type,
          types.map((t) => [t, t] as const),
        )}
        {input('city', UI.city)}
        {kind === 'property' && showPostedBy
          ? select(
              'postedBy',
              UI.postedBy,
              POSTED_BY.map((p) => [p, p] as const),
            )
          : null}
        {select('flagged', UI.flagged, [
          ['true', UI.flaggedOnly],
          ['false', UI.unflaggedOnly],
        ])}
        {input('from', UI.from, 'date')}
        {input('to', UI.to, 'date')}
        {input('sellerId', UI.sellerId, 'number')}
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-solid">
          {UI.apply}
        </button>
        <button type="button" className="btn-outline" onClick={clear}>
          {UI.clear}
        </button>
      </div>
    </form>
  );
}
