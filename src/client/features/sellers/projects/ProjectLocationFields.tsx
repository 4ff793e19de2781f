import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { PROJECT_LIMITS } from '../../../../shared/sellers/seller-project-constants';
import { PROJECT_FIELD_LABELS as L } from '../../../../shared/sellers/seller-ui-projects';
import { FormField } from '../../accounts/components/FormField';
import { CityDatalist, LocalityDatalist } from '../shared/PlaceDatalists';
import { usePlacePicker } from '../shared/use-place-suggestions';
import type { ProjectSectionProps } from './project-section';

/** State, city and locality (suggested from the places the site knows, as for a property) and the address. */
export function ProjectLocationFields({ form, errors, set }: ProjectSectionProps) {
  const { cityListId, localityListId, cities, localities, chooseCity, chooseLocality } = usePlacePicker(form, set);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
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
        <FormField
          label={L['location.state']}
          name="location.state"
          autoComplete="address-level1"
          maxLength={SELLER_LIMITS.placeMax}
          value={form.state}
          onChange={(e) => set({ state: e.target.value })}
          error={errors['location.state']}
        />
      </div>
      <CityDatalist id={cityListId} cities={cities} />
      <FormField
        label={L['location.locality']}
        name="location.locality"
        autoComplete="off"
        list={localityListId}
        maxLength={SELLER_LIMITS.localityMax}
        value={form.locality}
        onChange={(e) => chooseLocality(e.target.value)}
        error={errors['location.locality']}
      />
      <LocalityDatalist id={localityListId} localities={localities} testId="project-locality-suggestions" />
      <FormField
        label={L['location.address']}
        name="location.address"
        autoComplete="street-address"
        maxLength={PROJECT_LIMITS.addressMax}
        value={form.address}
        onChange={(e) => set({ address: e.target.value })}
        error={errors['location.address']}
      />
    </>
  );
}
