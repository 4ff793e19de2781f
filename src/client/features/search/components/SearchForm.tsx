import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { BHK_CHOICES, SEARCH_LABELS as L } from '../../../../shared/listings/search-ui';
import { PROPERTY_TYPES, RESIDENTIAL_TYPES, TRANSACTION_TYPES } from '../../../../shared/listings/vocabulary';
import { stateOfCity, withPhrase } from '../phrase-search';
import { type SearchFilters, searchResultsUrl } from '../search-href';
import { BudgetRange } from './BudgetRange';
import { ChoiceChips } from './ChoiceChips';
import { LocationCombobox } from './LocationCombobox';
import { SearchIcon } from './search-icons';

const field =
  'mt-1 min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-brand';

/** Nothing to search for: Buy or Rent alone is not a search (it is always set). */
const isEmpty = (f: SearchFilters, text: string) =>
  !f.city?.trim() &&
  !f.locality &&
  !f.propertyType &&
  f.minPrice === undefined &&
  f.maxPrice === undefined &&
  !f.bedrooms?.length &&
  !text.trim();

/**
 * The /search form: where (city or locality, with suggestions), what, Buy or Rent, budget, BHK and a
 * free phrase. It leads to /search-results in the spec's link shape; with every field empty it does
 * nothing (SPEC.md section 5) and says what is missing.
 */
export function SearchForm() {
  const id = useId();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<SearchFilters>({ transactionType: 'Buy' });
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const change = (patch: SearchFilters) => {
    setDraft((current) => ({ ...current, ...patch }));
    setEmpty(false);
  };
  const residential = !draft.propertyType || RESIDENTIAL_TYPES.includes(draft.propertyType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty(draft, text)) {
      setEmpty(true);
      return;
    }
    const typed = draft.city?.trim() || undefined;
    // A place typed without picking a suggestion, and not one of our cities ('Kolar Road'), is searched
    // as words: the API matches localities by similarity, while a city must match exactly.
    const known = typed && draft.state;
    const search = { ...draft, city: known ? typed : undefined, bedrooms: residential ? draft.bedrooms : undefined };
    navigate(searchResultsUrl(withPhrase(search, known || !typed ? text : `${text} ${typed}`)));
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={`${id}-intro`} className="card flex flex-col gap-5">
      <p id={`${id}-intro`} className="text-sm text-muted">
        {L.formIntro}
      </p>
      <ChoiceChips
        legend={L.transaction}
        name={`${id}-deal`}
        type="radio"
        choices={TRANSACTION_TYPES.map((value) => ({ value, label: value }))}
        selected={draft.transactionType ? [draft.transactionType] : []}
        onChange={([deal]) => change({ transactionType: deal, minPrice: undefined, maxPrice: undefined })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationCombobox
          label={L.city}
          placeholder={L.cityPlaceholder}
          value={draft.locality ? `${draft.locality}, ${draft.city}` : (draft.city ?? '')}
          onType={(city) => change({ city, state: stateOfCity(city), locality: undefined })}
          onPick={(place) => change({ city: place.city, state: place.state, locality: place.locality ?? undefined })}
        />
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink">
            {L.propertyType}
          </label>
          <select
            id={`${id}-type`}
            className={field}
            value={draft.propertyType ?? ''}
            onChange={(event) =>
              change({ propertyType: (event.target.value || undefined) as SearchFilters['propertyType'] })
            }
          >
            <option value="">{L.anyType}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </div>
      </div>
      <BudgetRange
        transaction={draft.transactionType}
        min={draft.minPrice}
        max={draft.maxPrice}
        onChange={(minPrice, maxPrice) => change({ minPrice, maxPrice })}
        className={field}
      />
      {residential && (
        <ChoiceChips
          legend={L.bhk}
          name={`${id}-bhk`}
          choices={BHK_CHOICES}
          selected={draft.bedrooms ?? []}
          onChange={(bedrooms) => change({ bedrooms })}
        />
      )}
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink">
          {L.searchBox}
        </label>
        <input
          id={`${id}-text`}
          type="search"
          enterKeyHint="search"
          maxLength={200}
          placeholder={L.searchBoxPlaceholder}
          aria-describedby={`${id}-phrase`}
          className={field}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
        />
        <p id={`${id}-phrase`} className="mt-1 text-xs text-muted">
          {L.phraseHint}
        </p>
      </div>
      <p role="status" className={empty ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'sr-only'}>
        {empty ? L.emptySearch : ''}
      </p>
      <button type="submit" className="btn-solid min-h-12 w-full text-base sm:w-auto sm:self-start sm:px-8">
        <SearchIcon className="h-5 w-5" />
        {L.search}
      </button>
    </form>
  );
}
