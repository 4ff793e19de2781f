interface Choice<T> {
  value: T;
  label: string;
}

interface ChoiceChipsProps<T extends string | number> {
  legend: string;
  choices: readonly Choice<T>[];
  /** Checkboxes: any number of chips; radios: exactly one. */
  type?: 'checkbox' | 'radio';
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  name: string;
}

const chip =
  'inline-flex min-h-10 cursor-pointer items-center rounded-full border border-line bg-white px-3 text-sm text-ink transition-colors hover:border-brand peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand';

/**
 * A row of chips that are real checkboxes (or radios) under a fieldset legend, so screen readers and the
 * keyboard treat them as the form controls they are.
 */
export function ChoiceChips<T extends string | number>({
  legend,
  choices,
  type = 'checkbox',
  selected,
  onChange,
  name,
}: ChoiceChipsProps<T>) {
  const toggle = (value: T, checked: boolean) => {
    if (type === 'radio') return onChange([value]);
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    // Keep the order of the choices, so the URL does not depend on the order of clicks.
    onChange(choices.map((choice) => choice.value).filter((item) => next.includes(item)));
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={String(choice.value)} className="relative">
            <input
              type={type}
              name={name}
              value={String(choice.value)}
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              className="peer sr-only"
            />
            <span className={chip}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
