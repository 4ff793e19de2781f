import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../ui/FormField';

/** The look of the accounts forms' inputs (see ui/FormField.tsx). */
const CONTROL_CLASS =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors placeholder:text-muted/70 focus:border-brand focus:ring-2 focus:ring-brand/25';

interface Described {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

type TextAreaFieldProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input with its hint and error. */
export function TextAreaField({ label, error, hint, className = '', ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} hintClassName="text-sm">
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
    <FieldFrame label={label} hint={hint} error={error} className={className} hintClassName="text-sm">
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
