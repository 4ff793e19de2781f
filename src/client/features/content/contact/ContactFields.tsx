import { type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/** The look of the accounts forms' inputs (see accounts/components/FormField.tsx). */
const CONTROL_CLASS =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors placeholder:text-muted/70 focus:border-brand focus:ring-2 focus:ring-brand/25';

interface Described {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** Ids tying the hint and the error to the control for screen readers. */
function useDescribed(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId?: string | undefined;
  error?: string | undefined;
  errorId?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextAreaFieldProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input with its hint and error. */
export function TextAreaField({ label, error, hint, className = '', ...area }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${CONTROL_CLASS} min-h-36 resize-y leading-6 ${error ? 'border-red-600' : 'border-line'}`}
        {...area}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type SelectFieldProps = Described &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly string[];
    /** The first, empty choice ('Choose a topic'). */
    placeholder: string;
  };

/** A labelled drop-down with its hint and error. */
export function SelectField({ label, error, hint, options, placeholder, className = '', ...select }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${CONTROL_CLASS} ${error ? 'border-red-600' : 'border-line'}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
