import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { FormField } from '../../../ui/FormField';
import type { usePlacePicker } from './use-place-suggestions';

type PlacePicker = ReturnType<typeof usePlacePicker>;

interface PlaceFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
}

/** The state, typed (a chosen city or locality fills it in when it is blank). */
export function StateField({ label, value, error, onChange }: PlaceFieldProps & { onChange: (state: string) => void }) {
  return (
    <FormField
      label={label}
      name="location.state"
      autoComplete="address-level1"
      maxLength={SELLER_LIMITS.placeMax}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** The city, with the cities the site knows suggested (each with its state beside it). */
export function CityField({ label, value, error, picker }: PlaceFieldProps & { picker: PlacePicker }) {
  return (
    <>
      <FormField
        label={label}
        name="location.city"
        autoComplete="off"
        list={picker.cityListId}
        maxLength={SELLER_LIMITS.placeMax}
        value={value}
        onChange={(e) => picker.chooseCity(e.target.value)}
        error={error}
      />
      <datalist id={picker.cityListId}>
        {picker.cities.map((place) => (
          <option key={`${place.city}-${place.state}`} value={place.city}>
            {place.state}
          </option>
        ))}
      </datalist>
    </>
  );
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
