import { useEffect, useId, useState } from 'react';
import type { LocationSuggestion } from '../../../../shared/listings/listing-types';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { LISTING_FIELD_LABELS as L } from '../../../../shared/sellers/seller-ui-add-property';
import { FormField } from '../../accounts/components/FormField';
import { suggestPlaces } from './add-property.api';
import type { StepProps } from './step-props';

const SUGGEST_DELAY_MS = 250;

/** Suggestions for `q` once typing pauses; stale answers are dropped. */
function usePlaceSuggestions(q: string, city?: string): LocationSuggestion[] {
  const [found, setFound] = useState<LocationSuggestion[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      suggestPlaces(q, city).then((places) => {
        if (current) setFound(places);
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, city]);
  return found;
}

/** State, city and locality (suggested from the places the site knows), sub-locality and society. */
export function StepLocation({ form, errors, set }: StepProps) {
  const cityListId = useId();
  const localityListId = useId();
  const cities = usePlaceSuggestions(form.city).filter((place) => place.kind === 'city');
  const localities = usePlaceSuggestions(form.locality, form.city || undefined).filter(
    (place) => place.kind === 'locality' && place.locality,
  );

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
        hint="Start typing to see suggestions"
        error={errors['location.locality']}
      />
      <datalist id={localityListId} data-testid="locality-suggestions">
        {localities.map((place) => (
          <option key={`${place.locality}-${place.city}`} value={place.locality ?? ''}>
            {place.city}
          </option>
        ))}
      </datalist>
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
