import { useId } from 'react';
import { CITY_CHOICES } from '../../../../shared/location/city-choices';
import { SEARCH_LABELS as L } from '../search.content';

const STATES = [...new Set(CITY_CHOICES.map((choice) => choice.state))].sort();

interface StateSelectProps {
  label: string;
  value: string;
  onChange: (state: string) => void;
  className: string;
}

/** The states of the product's cities, plus the URL's own state when it is another one. */
export function StateSelect({ label, value, onChange, className }: StateSelectProps) {
  const id = useId();
  const states = value && !STATES.includes(value) ? [value, ...STATES] : STATES;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{L.anyState}</option>
        {states.map((state) => (
          <option key={state}>{state}</option>
        ))}
      </select>
    </div>
  );
}
