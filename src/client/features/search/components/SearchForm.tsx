import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { type SearchFilters, searchResultsUrl } from '../../../../shared/listings/search-href';
import { stateOfCity, withPhrase } from '../phrase-search';
import { SEARCH_LABELS as L } from '../search.content';
import { BudgetAndBedrooms, hasBedrooms, PropertyTypeSelect, SearchTextField, TransactionChips } from './filter-fields';
import { LocationCombobox } from './LocationCombobox';
import { SearchIcon } from './search-icons';

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
 * free phrase. It leads to /search-results in its fixed link shape (docs/routes.md); with every field empty it
 * does nothing and says what is missing.
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
  const residential = hasBedrooms(draft.propertyType);

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
      <TransactionChips id={id} draft={draft} onChange={change} />
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationCombobox
          label={L.city}
          placeholder={L.cityPlaceholder}
          value={draft.locality ? `${draft.locality}, ${draft.city}` : (draft.city ?? '')}
          onType={(city) => change({ city, state: stateOfCity(city), locality: undefined })}
          onPick={(place) => change({ city: place.city, state: place.state, locality: place.locality ?? undefined })}
        />
        <PropertyTypeSelect id={id} value={draft.propertyType} onChange={(propertyType) => change({ propertyType })} />
      </div>
      <BudgetAndBedrooms id={id} draft={draft} onChange={change} />
      <SearchTextField
        id={id}
        label={L.searchBox}
        placeholder={L.searchBoxPlaceholder}
        value={text}
        onChange={(value) => {
          setText(value);
          setEmpty(false);
        }}
        hint={L.phraseHint}
      />
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
