import { useId } from 'react';
import { REVIEW_FORM_UI } from '../reviews.content';

interface RatingInputProps {
  name: string;
  label: string;
  value: number | null;
  error: string | undefined;
  onChange: (value: number) => void;
}

/**
 * A 1-to-5 rating as a group of radio buttons drawn as stars: the keyboard moves between them with the
 * arrow keys, and each reads out as '4 stars'. Each radio lies invisibly over its star rather than being
 * clipped to a point beside it, so a tap, a click or a test's click at the radio lands on the star.
 */
export function RatingInput({ name, label, value, error, onChange }: RatingInputProps) {
  const id = useId();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{label}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative block cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer absolute inset-0 m-0 h-full w-full cursor-pointer opacity-0"
              aria-label={REVIEW_FORM_UI.stars(n)}
              aria-invalid={error ? true : undefined}
            />
            <span
              aria-hidden="true"
              className={`block rounded px-0.5 text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand ${value !== null && n <= value ? 'text-amber-500' : 'text-line'}`}
            >
              ★
            </span>
          </label>
        ))}
        {value !== null ? <span className="ml-2 w-8 text-sm font-semibold text-ink">{value}</span> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : value === null ? (
        <p className="mt-1 text-xs text-muted">{REVIEW_FORM_UI.tapToRate}</p>
      ) : null}
    </fieldset>
  );
}
