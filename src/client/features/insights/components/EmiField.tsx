import { type InputHTMLAttributes, useId } from 'react';

interface EmiFieldProps {
  label: string;
  /** What the visitor typed (kept as text so a half-typed number is not overwritten). */
  text: string;
  onText: (text: string) => void;
  /** The number read from `text`, when it is one; the slider sits there (kept within its span). */
  value: number | undefined;
  /** The field's default and the slider's span and step. */
  range: { default: number; sliderMin: number; sliderMax: number; step: number };
  /** Read aloud for the slider's position ('₹50 L'). */
  sliderText: (value: number) => string;
  hint?: string | undefined;
  error?: string | undefined;
  input?: InputHTMLAttributes<HTMLInputElement>;
}

/** A labelled number field with a slider beside it; both change the same value. */
export function EmiField({ label, text, onText, value, range, sliderText, hint, error, input }: EmiFieldProps) {
  const sliderValue = Math.min(range.sliderMax, Math.max(range.sliderMin, value ?? range.default));
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-sm font-semibold text-brand">
            {hint}
          </span>
        )}
      </div>
      <input
        id={id}
        value={text}
        onChange={(event) => onText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/25 ${error ? 'border-red-600' : 'border-line'}`}
        {...input}
      />
      <input
        type="range"
        aria-label={`${label}, slider`}
        aria-valuetext={sliderText(sliderValue)}
        min={range.sliderMin}
        max={range.sliderMax}
        step={range.step}
        value={sliderValue}
        onChange={(event) => onText(event.target.value)}
        className="h-6 w-full cursor-pointer accent-brand"
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
