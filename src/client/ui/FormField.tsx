import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What a control gets from its frame: its id, and the ties to its hint and error for screen readers. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** The hint's size: forms with long hints read better at `text-sm`. */
  hintClassName?: string;
  children: (control: FieldControl) => ReactNode;
}

/** The label above a control, its hint and error below, tied together; `children` draws the control. */
export function FieldFrame({
  label,
  hint,
  error,
  className = '',
  hintClassName = 'text-xs',
  children,
}: FieldFrameProps) {
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
        <p id={hintId} className={`mt-1 ${hintClassName} text-muted`}>
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

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  /** A line under the field (what to type, or why it cannot change). */
  hint?: string;
  /** Extra classes for the input itself. */
  inputClassName?: string;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({ label, error, hint, className = '', inputClassName = '', ...input }: FormFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors placeholder:text-muted/70 focus:border-brand focus:ring-2 focus:ring-brand/25 disabled:bg-surface disabled:text-muted ${error ? 'border-red-600' : 'border-line'} ${inputClassName}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** A form-level message (the server's answer), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
      {message}
    </p>
  );
}

/** An inline text link or link-styled button (the config's `text-link` shortcut, in bold). */
export const TEXT_LINK_CLASS = 'font-semibold text-link';
