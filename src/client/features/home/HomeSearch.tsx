import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { HOME_LABELS as LABELS } from '../../../shared/home';
import {
  MAX_SEARCH_PLACE_LENGTH,
  MAX_SEARCH_QUERY_LENGTH,
  PROPERTY_TYPES,
  TRANSACTION_TYPES,
  type TransactionType,
} from '../../../shared/listings/vocabulary';
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import { PATHS, searchResultsHref } from '../../../shared/routes';
import { useVisitorCity } from '../location/visitor-city';

const stateOf = (city: string) =>
  CITY_CHOICES.find((choice) => choice.city.toLowerCase() === city.trim().toLowerCase())?.state ?? '';

const field =
  'mt-1 min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand';

/**
 * The home page's search box: Buy or Rent, city (the visitor's by default, once the page has hydrated: the
 * server renders it empty), property type and free text,
 * leading to /search-results in its fixed link shape (docs/routes.md). With every field empty it does nothing
 * but say what to fill in.
 */
export function HomeSearch() {
  const { city: detectedCity } = useVisitorCity();
  const [, navigate] = useLocation();
  const [transaction, setTransaction] = useState<TransactionType>('Buy');
  // Until the visitor types a city, the box follows the detected one.
  const [typedCity, setTypedCity] = useState<string | null>(null);
  const city = typedCity ?? detectedCity ?? '';
  const [propertyType, setPropertyType] = useState('');
  const [text, setText] = useState('');
  const [hint, setHint] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!city.trim() && !propertyType && !text.trim()) {
      setHint(LABELS.emptySearch);
      return;
    }
    setHint('');
    navigate(
      searchResultsHref({
        propertyType,
        transactionType: transaction,
        city: city.trim(),
        state: stateOf(city),
        searchQuery: text.trim(),
      }),
    );
  };

  return (
    <search
      aria-label={LABELS.searchLabel}
      className="block rounded-2xl border border-line bg-white p-4 shadow-lg sm:p-5"
    >
      {/* Before the scripts run (or without them) the form itself goes to the results page with the link's
          parameter names (docs/routes.md, The search-results link); once they run, `submit` builds the
          full link instead. */}
      <form action={PATHS.searchResults} method="get" onSubmit={submit}>
        <fieldset className="flex gap-1 rounded-lg bg-brand-soft p-1 sm:w-72" aria-label={LABELS.searchLabel}>
          {TRANSACTION_TYPES.map((type) => (
            <label
              key={type}
              className={`flex-1 cursor-pointer rounded-md py-2 text-center text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${transaction === type ? 'bg-white text-brand-dark shadow-sm' : 'text-ink'}`}
            >
              <input
                type="radio"
                name="transactionType"
                value={type}
                checked={transaction === type}
                onChange={() => setTransaction(type)}
                className="sr-only"
              />
              {type === 'Buy' ? LABELS.buy : LABELS.rent}
            </label>
          ))}
        </fieldset>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-city`} className="block text-sm font-medium text-ink">
              {LABELS.city}
            </label>
            <input
              id={`${id}-city`}
              name="city"
              list={`${id}-cities`}
              value={city}
              onChange={(event) => setTypedCity(event.target.value)}
              placeholder={LABELS.anyCity}
              maxLength={MAX_SEARCH_PLACE_LENGTH}
              autoComplete="address-level2"
              className={field}
            />
            <datalist id={`${id}-cities`}>
              {CITY_CHOICES.map((choice) => (
                <option key={choice.city} value={choice.city} />
              ))}
            </datalist>
          </div>
          <div>
            <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink">
              {LABELS.propertyType}
            </label>
            <select
              id={`${id}-type`}
              name="propertyType"
              value={propertyType}
              onChange={(event) => setPropertyType(event.target.value)}
              className={field}
            >
              <option value="">{LABELS.anyType}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink">
              {LABELS.searchText}
            </label>
            <input
              id={`${id}-text`}
              name="searchQuery"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={LABELS.searchTextHint}
              maxLength={MAX_SEARCH_QUERY_LENGTH}
              enterKeyHint="search"
              className={field}
            />
          </div>
          <button type="submit" className="btn-solid min-h-11 w-full sm:w-auto sm:px-6">
            {LABELS.search}
          </button>
        </div>
        <p role="status" className="mt-2 text-sm text-muted">
          {hint}
        </p>
      </form>
    </search>
  );
}
