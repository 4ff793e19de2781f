import { useId, useState } from 'react';
import { COMMERCIAL_AMENITIES, PROJECT_AMENITIES } from '../../../../shared/listings/amenities';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { PROJECT_UI as UI } from '../../../../shared/sellers/seller-ui-projects';
import type { ProjectSectionProps } from './project-section';

/** The usual amenities of the project's kind: commercial ones for a commercial project, else the project list. */
const suggestedFor = (projectType: string): readonly string[] =>
  projectType === 'Commercial'
    ? COMMERCIAL_AMENITIES
    : projectType === 'Mixed'
      ? [...new Set([...PROJECT_AMENITIES, ...COMMERCIAL_AMENITIES])]
      : PROJECT_AMENITIES;

/** Amenity chips (toggle buttons) and a field for any other the builder offers. */
export function ProjectAmenities({ form, errors, set }: ProjectSectionProps) {
  const inputId = useId();
  const hintId = useId();
  const [other, setOther] = useState('');
  const chosen = new Set(form.amenities.map((name) => name.toLowerCase()));
  const suggested = suggestedFor(form.projectType);
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
        {UI.amenitiesHint}
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
          {UI.otherAmenity}
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
            {UI.addAmenity}
          </button>
        </div>
        {errors.amenities ? <p className="mt-1 text-sm text-red-700">{errors.amenities}</p> : null}
      </div>
    </>
  );
}
