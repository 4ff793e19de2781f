import { type ComponentProps, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { FieldFrame, FormField } from '../../../ui/FormField';
import { ADD_PROPERTY_COPY } from './add-property.content';

const CONTROL_CLASS =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/25';

interface Described {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
}

type SelectFieldProps = Described &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & { options: readonly string[]; placeholder?: boolean };

/** A labelled select of `options`, with an empty "Choose…" first unless `placeholder` is false. */
export function SelectField({
  label,
  name,
  error,
  hint,
  className,
  options,
  placeholder = true,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={`${CONTROL_CLASS} ${error ? 'border-red-600' : 'border-line'}`}
          {...select}
        >
          {placeholder ? <option value="">{ADD_PROPERTY_COPY.chooseOne}</option> : null}
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

type TextAreaFieldProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>;

export function TextAreaField({ label, name, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={5}
          className={`${CONTROL_CLASS} ${error ? 'border-red-600' : 'border-line'}`}
          {...area}
        />
      )}
    </FieldFrame>
  );
}

/** Two or more choices as a row of radio buttons (Buy/Rent), keyboard-usable as a radio group. */
export function ChoiceField({
  legend,
  name,
  value,
  options,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm ${value === option.value ? 'border-brand bg-brand-soft text-brand' : 'border-line text-ink'}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A whole-number input: the numeric keypad on a phone, steps of one. */
export function WholeNumberField(props: Omit<ComponentProps<typeof FormField>, 'type' | 'inputMode' | 'step'>) {
  return <FormField type="number" inputMode="numeric" step={1} {...props} />;
}

/** A yes/no question as a labelled checkbox on one line, tall enough to tap. */
export function CheckboxField({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 accent-brand"
      />
      {label}
    </label>
  );
}
