import { LISTED_STATES } from '../../../../shared/location/place-lists';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { FormField } from '../../../ui/FormField';
import { SelectField } from '../add-property/AddPropertyFields';
import { CityCombobox } from './CityCombobox';
import type { usePlacePicker } from './use-place-suggestions';

type PlacePicker = ReturnType<typeof usePlacePicker>;

interface PlaceFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
}

/** `options` with `value` added when it is not one of them (a stored place the lists no longer have). */
const withValue = (options: readonly string[], value: string) =>
  value && !options.includes(value) ? [value, ...options] : options;

/** The state, picked from India's states (a picked city fills it in). */
export function StateField({ label, value, error, onChange }: PlaceFieldProps & { onChange: (state: string) => void }) {
  return (
    <SelectField
      label={label}
      name="location.state"
      autoComplete="address-level1"
      options={withValue(LISTED_STATES, value)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** The city: any Indian city or town, typed and picked from the suggestions (picking fills in the state). */
export function CityField({ label, value, error, picker }: PlaceFieldProps & { picker: PlacePicker }) {
  return <CityCombobox label={label} value={value} error={error} onType={picker.typeCity} onPick={picker.chooseCity} />;
}

/** The locality, with the localities the site knows (within the typed city) suggested, each with its city. */
export function LocalityField({
  label,
  value,
  error,
  picker,
  hint,
  testId,
}: PlaceFieldProps & { picker: PlacePicker; hint?: string; testId: string }) {
  return (
    <>
      <FormField
        label={label}
        name="location.locality"
        autoComplete="off"
        list={picker.localityListId}
        maxLength={SELLER_LIMITS.localityMax}
        value={value}
        onChange={(e) => picker.chooseLocality(e.target.value)}
        hint={hint}
        error={error}
      />
      <datalist id={picker.localityListId} data-testid={testId}>
        {picker.localities.map((place) => (
          <option key={`${place.locality}-${place.city}`} value={place.locality ?? ''}>
            {place.city}
          </option>
        ))}
      </datalist>
    </>
  );
}
