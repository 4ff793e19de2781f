import { useId } from 'react';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { PROJECT_LIMITS } from '../../../../shared/sellers/seller-project-constants';
import { PROJECT_FIELD_LABELS as L } from '../../../../shared/sellers/seller-ui-projects';
import { FormField } from '../../accounts/components/FormField';
import type { ProjectSectionProps } from './project-section';
import { usePlaceSuggestions } from './use-place-suggestions';

/** State, city and locality (suggested from the places the site knows, as for a property) and the address. */
export function ProjectLocationFields({ form, errors, set }: ProjectSectionProps) {
  const cityListId = useId();
  const localityListId = useId();
  const cities = usePlaceSuggestions(form.city).filter((place) => place.kind === 'city');
  const localities = usePlaceSuggestions(form.locality, form.city || undefined).filter(
    (place) => place.kind === 'locality' && place.locality,
  );

  // Picking a suggestion fills in what it knows and the builder has not typed.
  const chooseCity = (city: string) => {
    const match = cities.find((place) => place.city.toLowerCase() === city.trim().toLowerCase());
    set(match && !form.state ? { city, state: match.state } : { city });
  };
  const chooseLocality = (locality: string) => {
    const match = localities.find((place) => place.locality?.toLowerCase() === locality.trim().toLowerCase());
    set({
      locality,
      ...(match && !form.city ? { city: match.city } : {}),
      ...(match && !form.state ? { state: match.state } : {}),
    });
  };

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
      <datalist id={cityListId}>
        {cities.map((place) => (
          <option key={`${place.city}-${place.state}`} value={place.city}>
            {place.state}
          </option>
        ))}
      </datalist>
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
      <datalist id={localityListId} data-testid="project-locality-suggestions">
        {localities.map((place) => (
          <option key={`${place.locality}-${place.city}`} value={place.locality ?? ''}>
            {place.city}
          </option>
        ))}
      </datalist>
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
