import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/** The look of the accounts forms' inputs (see accounts/components/FormField.tsx). */
const CONTROL_CLASS =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors placeholder:text-muted/70 focus:border-brand focus:ring-2 focus:ring-brand/25';

interface Described {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** What a control gets from its frame: its id, and the ties to its hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label above a control and its hint and error below; the control itself is drawn by `children`. */
function FieldFrame({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className: string;
  children: (control: ControlProps) => ReactNode;
}) {
  // Ids tying the hint and the error to the control for screen readers.
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
    </div>
  );
}

type TextAreaFieldProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input with its hint and error. */
export function TextAreaField({ label, error, hint, className = '', ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          className={`${CONTROL_CLASS} min-h-36 resize-y leading-6 ${error ? 'border-red-600' : 'border-line'}`}
          {...area}
        />
      )}
    </FieldFrame>
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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} className={`${CONTROL_CLASS} ${error ? 'border-red-600' : 'border-line'}`} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
