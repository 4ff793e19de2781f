import { useId, useState } from 'react';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';

/** The words around the chips: each form says them about its own kind of thing (property or project). */
export interface AmenityPickerCopy {
  hint: string;
  other: string;
  add: string;
}

interface AmenityPickerProps {
  /** The usual amenities to offer as chips, in order. */
  suggested: readonly string[];
  /** The amenities chosen so far (any case; matching ignores case). */
  value: readonly string[];
  error?: string;
  onChange: (amenities: string[]) => void;
  copy: AmenityPickerCopy;
}

/** Amenity chips (toggle buttons): the suggested ones, then any chosen beyond them, and a field to add another. */
export function AmenityPicker({ suggested, value, error, onChange, copy }: AmenityPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [other, setOther] = useState('');
  const chosen = new Set(value.map((name) => name.toLowerCase()));
  // Chosen amenities that are not suggested (added by hand, or kept from another type) stay as chips too.
  const chips = [
    ...suggested,
    ...value.filter((name) => !suggested.some((s) => s.toLowerCase() === name.toLowerCase())),
  ];

  const toggle = (name: string) =>
    onChange(
      chosen.has(name.toLowerCase()) ? value.filter((a) => a.toLowerCase() !== name.toLowerCase()) : [...value, name],
    );
  const addOther = () => {
    const name = other.trim();
    if (name && !chosen.has(name.toLowerCase())) onChange([...value, name]);
    setOther('');
  };

  return (
    <>
      <p id={hintId} className="text-sm text-muted">
        {copy.hint}
      </p>
      <ul className="flex flex-wrap gap-2" aria-describedby={hintId}>
        {chips.map((name) => {
          const on = chosen.has(name.toLowerCase());
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(name)}
                className={`min-h-11 rounded-full border px-3 py-1.5 text-sm ${on ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink'}`}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
          {copy.other}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="amenities"
            value={other}
            maxLength={SELLER_LIMITS.amenityMax}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setOther(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addOther();
              }
            }}
            className="block w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink"
          />
          <button type="button" className="btn-outline shrink-0" onClick={addOther}>
            {copy.add}
          </button>
        </div>
        {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
      </div>
    </>
  );
}
