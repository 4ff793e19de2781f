import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { LISTING_FIELD_LABELS as L } from '../../../../shared/sellers/seller-ui-add-property';
import { FormField } from '../../accounts/components/FormField';
import { CityDatalist, LocalityDatalist } from '../shared/PlaceDatalists';
import { usePlacePicker } from '../shared/use-place-suggestions';
import type { StepProps } from './step-props';

/** State, city and locality (suggested from the places the site knows), sub-locality and society. */
export function StepLocation({ form, errors, set }: StepProps) {
  const { cityListId, localityListId, cities, localities, chooseCity, chooseLocality } = usePlacePicker(form, set);

  return (
    <>
      <FormField
        label={L['location.state']}
        name="location.state"
        autoComplete="address-level1"
        maxLength={SELLER_LIMITS.placeMax}
        value={form.state}
        onChange={(e) => set({ state: e.target.value })}
        error={errors['location.state']}
      />
      <FormField
        label={L['location.city']}
        name="location.city"
        autoComplete="off"
        list={cityListId}
        maxLength={SELLER_LIMITS.placeMax}
        value={form.city}
        onChange={(e) => chooseCity(e.target.value)}
        error={errors['location.city']}
      />
      <CityDatalist id={cityListId} cities={cities} />
      <FormField
        label={L['location.locality']}
        name="location.locality"
        autoComplete="off"
        list={localityListId}
        maxLength={SELLER_LIMITS.localityMax}
        value={form.locality}
        onChange={(e) => chooseLocality(e.target.value)}
        hint="Start typing to see suggestions"
        error={errors['location.locality']}
      />
      <LocalityDatalist id={localityListId} localities={localities} testId="locality-suggestions" />
      <FormField
        label={L['location.subLocality']}
        name="location.subLocality"
        maxLength={SELLER_LIMITS.localityMax}
        value={form.subLocality}
        onChange={(e) => set({ subLocality: e.target.value })}
        error={errors['location.subLocality']}
      />
      <FormField
        label={L['location.society']}
        name="location.society"
        maxLength={SELLER_LIMITS.localityMax}
        value={form.society}
        onChange={(e) => set({ society: e.target.value })}
        error={errors['location.society']}
      />
    </>
  );
}
