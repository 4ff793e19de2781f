import { useId, useState } from 'react';
import { amenitiesFor } from '../../../../shared/listings/amenities';
import type { PropertyType } from '../../../../shared/listings/vocabulary';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { ADD_PROPERTY_COPY } from '../../../../shared/sellers/seller-ui-add-property';
import type { StepProps } from './step-props';

/** Amenity chips (toggle buttons): the usual ones for the property type and any the seller adds. */
export function StepAmenities({ form, errors, set }: StepProps) {
  const inputId = useId();
  const hintId = useId();
  const [other, setOther] = useState('');
  const chosen = new Set(form.amenities.map((name) => name.toLowerCase()));
  // The usual amenities of the type being posted, then any the seller added (or kept from another type).
  const suggested = amenitiesFor(form.propertyType as PropertyType | '');
  const chips = [
    ...suggested,
    ...form.amenities.filter((name) => !suggested.some((s) => s.toLowerCase() === name.toLowerCase())),
  ];

  const toggle = (name: string) =>
    set({
      amenities: chosen.has(name.toLowerCase())
        ? form.amenities.filter((a) => a.toLowerCase() !== name.toLowerCase())
        : [...form.amenities, name],
    });
  const addOther = () => {
    const name = other.trim();
    if (name && !chosen.has(name.toLowerCase())) set({ amenities: [...form.amenities, name] });
    setOther('');
  };

  return (
    <>
      <p id={hintId} className="text-sm text-muted">
        {ADD_PROPERTY_COPY.amenitiesHint}
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
          {ADD_PROPERTY_COPY.otherAmenity}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="amenities"
            value={other}
            maxLength={SELLER_LIMITS.amenityMax}
            aria-invalid={errors.amenities ? true : undefined}
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
            {ADD_PROPERTY_COPY.addAmenity}
          </button>
        </div>
        {errors.amenities ? <p className="mt-1 text-sm text-red-700">{errors.amenities}</p> : null}
      </div>
    </>
  );
}
