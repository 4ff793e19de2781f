import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { type SearchFilters, withoutFilters } from '../../../../shared/listings/search-href';
import type { SearchParams } from '../../../../shared/listings/search-params';
import { FACING, FURNISHING, POSSESSION, POSTED_BY } from '../../../../shared/listings/vocabulary';
import { stateOfCity } from '../phrase-search';
import { SEARCH_LABELS as L } from '../search.content';
import { withPhraseRead } from '../understood';
import { ChoiceChips } from './ChoiceChips';
import {
  asChoices,
  BudgetAndBedrooms,
  FIELD,
  hasBedrooms,
  PropertyTypeSelect,
  SearchTextField,
  TransactionChips,
} from './filter-fields';
import { LocationCombobox } from './LocationCombobox';
import { RentalTermsFields } from './RentalTermsFields';
import { StateSelect } from './StateSelect';

interface RefinePanelProps {
  /** The search on screen (from the URL). */
  filters: SearchParams;
  onApply: (filters: SearchFilters) => void;
  /** Desktop: a chip, a select or a picked suggestion applies at once; typed text waits for Apply or Enter. */
  autoApply?: boolean;
  /** Extra buttons for the footer (the sheet's close). */
  footerStart?: ReactNode;
  className?: string;
}

/** Whole square feet as typed ('1,200' → 1200); undefined when empty. */
const squareFeet = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits ? Number(digits) : undefined;
};

/** What Apply sends: trimmed text, area ends in order, no BHK for a plot or an office, rental terms for rent only. */
function tidy(draft: SearchFilters): SearchFilters {
  const text = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ') || undefined;
  const swap = draft.minArea !== undefined && draft.maxArea !== undefined && draft.minArea > draft.maxArea;
  return {
    ...draft,
    city: text(draft.city),
    state: text(draft.state),
    locality: text(draft.locality),
    searchQuery: text(draft.searchQuery),
    minArea: swap ? draft.maxArea : draft.minArea,
    maxArea: swap ? draft.minArea : draft.maxArea,
    bedrooms: hasBedrooms(draft.propertyType) ? draft.bedrooms : undefined,
    // A sale has no rental terms to match.
    ...(draft.transactionType === 'Rent' ? {} : { tenants: undefined, pets: undefined, availableBy: undefined }),
  };
}

/**
 * Every filter of the search schema, as a form over a draft of the search. Apply (or Enter in a text
 * field) writes the draft into the URL; Clear keeps only the place, Buy/Rent and the sort. The draft
 * follows the URL whenever the URL changes (back button, pagination, a filter applied elsewhere). What a
 * typed phrase filled shows in its own fields, and the text field keeps only the words left over.
 */
export function RefinePanel({ filters, onApply, autoApply = false, footerStart, className = '' }: RefinePanelProps) {
  const id = useId();
  const read = useMemo(() => withPhraseRead(filters), [filters]);
  const [draft, setDraft] = useState<SearchFilters>(read);
  const [shown, setShown] = useState(read);
  if (shown !== read) {
    setShown(read);
    setDraft(read);
  }

  const change = (patch: SearchFilters, apply = autoApply) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (apply) onApply(tidy(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(tidy(draft));
  };

  return (
    <form onSubmit={submit} aria-label={L.refine} className={`flex flex-col ${className}`} noValidate>
      <div className="flex flex-col gap-5 p-4">
        <TransactionChips id={id} draft={draft} onChange={change} />
        <PropertyTypeSelect
          id={id}
          value={draft.propertyType}
          onChange={(type) => change({ propertyType: type, bedrooms: hasBedrooms(type) ? draft.bedrooms : undefined })}
        />
        <LocationCombobox
          label={L.city}
          placeholder={L.cityPlaceholder}
          value={draft.city ?? ''}
          onType={(city) => change({ city, state: stateOfCity(city), locality: undefined }, false)}
          onPick={(place) => change({ city: place.city, state: place.state, locality: place.locality ?? undefined })}
        />
        <StateSelect
          label={L.state}
          value={draft.state ?? ''}
          onChange={(state) => change({ state: state || undefined })}
          className={FIELD}
        />
        <LocationCombobox
          label={L.locality}
          placeholder={L.localityPlaceholder}
          city={draft.city}
          value={draft.locality ?? ''}
          onType={(locality) => change({ locality }, false)}
          onPick={(place) => change({ city: place.city, state: place.state, locality: place.locality ?? undefined })}
        />
        <SearchTextField
          id={id}
          label={L.text}
          placeholder={L.textPlaceholder}
          value={draft.searchQuery ?? ''}
          onChange={(searchQuery) => change({ searchQuery }, false)}
        />
        <BudgetAndBedrooms id={id} draft={draft} onChange={change} />
        <fieldset>
          <legend className="text-sm font-medium text-ink">{L.area}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['minArea', 'maxArea'] as const).map((key) => (
              <div key={key}>
                <label htmlFor={`${id}-${key}`} className="sr-only">
                  {key === 'minArea' ? L.minArea : L.maxArea}
                </label>
                <input
                  id={`${id}-${key}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={key === 'minArea' ? L.min : L.max}
                  className={FIELD}
                  value={draft[key]?.toString() ?? ''}
                  onChange={(event) => change({ [key]: squareFeet(event.target.value) }, false)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <ChoiceChips
          legend={L.postedBy}
          name={`${id}-by`}
          choices={asChoices(POSTED_BY)}
          selected={draft.postedBy ?? []}
          onChange={(postedBy) => change({ postedBy: postedBy.length ? postedBy : undefined })}
        />
        <ChoiceChips
          legend={L.possession}
          name={`${id}-possession`}
          choices={asChoices(POSSESSION)}
          selected={draft.possession ?? []}
          onChange={(possession) => change({ possession: possession.length ? possession : undefined })}
        />
        <ChoiceChips
          legend={L.furnishing}
          name={`${id}-furnishing`}
          choices={asChoices(FURNISHING)}
          selected={draft.furnishing ?? []}
          onChange={(furnishing) => change({ furnishing: furnishing.length ? furnishing : undefined })}
        />
        <ChoiceChips
          legend={L.facing}
          name={`${id}-facing`}
          choices={asChoices(FACING)}
          selected={draft.facing ?? []}
          onChange={(facing) => change({ facing: facing.length ? facing : undefined })}
        />
        {draft.transactionType === 'Rent' && <RentalTermsFields id={id} draft={draft} onChange={change} />}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="h-5 w-5 accent-[rgb(var(--c-brand))]"
            checked={draft.verified === true}
            onChange={(event) => change({ verified: event.target.checked || undefined })}
          />
          {L.verified}
        </label>
      </div>
      <div className="sticky bottom-0 mt-auto flex gap-3 border-t border-line bg-white p-4">
        {footerStart}
        <button type="button" className="btn-outline min-h-11 flex-1" onClick={() => onApply(withoutFilters(draft))}>
          {L.clear}
        </button>
        <button type="submit" className="btn-solid min-h-11 flex-1">
          {L.apply}
        </button>
      </div>
    </form>
  );
}
