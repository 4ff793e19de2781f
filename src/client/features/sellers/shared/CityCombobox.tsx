import { type KeyboardEvent, useId, useState } from 'react';
import type { CityChoice } from '../../../../shared/location/location.types';
import { cityAndState } from '../../../../shared/location/place-label';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { FieldFrame } from '../../../ui/FormField';
import { PLACE_PICKER_COPY } from './place-picker.content';
import { useCityOptions } from './use-city-options';

interface CityComboboxProps {
  label: string;
  value: string;
  error?: string | undefined;
  /** Typing: the text so far (the state stays as it is). */
  onType: (city: string) => void;
  /** Picking a suggestion: the city with its state. */
  onPick: (choice: CityChoice) => void;
}

/**
 * The city, typed with suggestions (the ARIA combobox pattern: the list is announced, arrow keys move
 * through it, Enter picks, Escape closes). Any Indian city or town can be picked; the product's own
 * cities are offered first.
 */
export function CityCombobox({ label, value, error, onType, onPick }: CityComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useCityOptions(value);
  const shown = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (choice: CityChoice) => {
    onPick(choice);
    setOpen(false);
    setActive(-1);
  };
  const move = (step: number) => {
    setOpen(true);
    setActive((current) => (options.length === 0 ? -1 : (current + step + options.length) % options.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && shown && options[active]) pick(options[active]);
    else if (event.key === 'Escape' && shown) setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <FieldFrame label={label} error={error} hint={PLACE_PICKER_COPY.cityHint}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name="location.city"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            maxLength={SELLER_LIMITS.placeMax}
            value={value}
            onChange={(event) => {
              onType(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/25 ${error ? 'border-red-600' : 'border-line'}`}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={PLACE_PICKER_COPY.citiesList(label)}
            hidden={!shown}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-white py-1 shadow-lg"
          >
            {options.map((choice, index) => (
              // Focus stays in the input (aria-activedescendant), as the ARIA combobox pattern has it:
              // options take clicks but never focus.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: see above
              <div
                key={`${choice.city}|${choice.state}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the input, so the pick below lands before the list closes.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(choice)}
                className={`cursor-pointer px-3 py-2.5 text-base ${index === active ? 'bg-brand-soft text-brand-dark' : 'text-ink hover:bg-surface'}`}
              >
                {cityAndState(choice.city, choice.state)}
              </div>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            {shown ? PLACE_PICKER_COPY.suggestionCount(options.length) : ''}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
