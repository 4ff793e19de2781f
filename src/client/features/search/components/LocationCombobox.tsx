import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import { MAX_SEARCH_PLACE_LENGTH } from '../../../../shared/listings/vocabulary';
import { cityAndState, DELHI_NCR } from '../../../../shared/location/place-label';
import { fetchLocationSuggestions } from '../search.api';
import { SEARCH_LABELS } from '../search.content';

const isDelhiNcr = (place: { city: string; state: string }) => cityAndState(place.city, place.state) === DELHI_NCR;

interface LocationComboboxProps {
  label: string;
  value: string;
  placeholder?: string;
  /** Suggest only localities of this city (the locality field); cities and localities otherwise. */
  city?: string;
  /** Every keystroke: the text as typed. */
  onType: (text: string) => void;
  /** A suggestion chosen with the mouse, a tap or Enter. */
  onPick: (suggestion: LocationSuggestion) => void;
}

const DEBOUNCE_MS = 250;
const MIN_QUERY = 2;

/**
 * A text field with place suggestions from /api/locations/suggest (the ARIA combobox pattern): arrow keys
 * move through them, Enter picks, Escape closes the list (and only the list: a sheet around it stays
 * open). Suggestions are asked for only while the visitor types, at most every 250 ms.
 */
export function LocationCombobox({ label, value, placeholder, city, onType, onPick }: LocationComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [typed, setTyped] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const query = typed?.trim() ?? '';
    if (query.length < MIN_QUERY) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      fetchLocationSuggestions(query, city || undefined).then((found) => {
        if (!current) return;
        const shown = city ? found.filter((s) => s.kind === 'locality') : found;
        setSuggestions(shown);
        setActive(-1);
        setOpen(shown.length > 0);
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, city]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (suggestion: LocationSuggestion) => {
    setTyped(null);
    setSuggestions([]);
    close();
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && open && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      // Handled here: the sheet's own Escape listener leaves a prevented event alone.
      event.preventDefault();
      close();
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        maxLength={MAX_SEARCH_PLACE_LENGTH}
        onChange={(event) => {
          setTyped(event.target.value);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => suggestions.length > 0 && setOpen(true)}
        // A tap on a suggestion blurs the field first: close a moment later so the tap still lands.
        onBlur={() => {
          blurTimer.current = setTimeout(close, 150);
        }}
        className="mt-1 min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-muted focus:border-brand"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={SEARCH_LABELS.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // The options are chosen from the field (arrow keys and Enter, aria-activedescendant): the ARIA
          // combobox pattern keeps focus in the input, so options take clicks but never focus.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={`${suggestion.kind}|${suggestion.city}|${suggestion.locality ?? ''}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-brand-soft text-brand-dark' : 'text-ink hover:bg-surface'}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span className="min-w-0 truncate">
              <span className="font-medium">
                {suggestion.locality ?? (isDelhiNcr(suggestion) ? DELHI_NCR : suggestion.city)}
              </span>
              {suggestion.locality || !isDelhiNcr(suggestion) ? (
                <span className="text-muted">, {suggestion.locality ? suggestion.city : suggestion.state}</span>
              ) : null}
            </span>
            <span className="shrink-0 text-xs text-muted">{SEARCH_LABELS.suggestionListings(suggestion.listings)}</span>
          </div>
        ))}
      </div>
      <p className="sr-only" role="status">
        {expanded ? SEARCH_LABELS.suggestionsCount(suggestions.length) : ''}
      </p>
    </div>
  );
}
