import type { LocationSuggestion } from '../../../../shared/listings/listing-types';

/** Suggested cities for a city field's `list`, each with its state beside it. */
export function CityDatalist({ id, cities }: { id: string; cities: readonly LocationSuggestion[] }) {
  return (
    <datalist id={id}>
      {cities.map((place) => (
        <option key={`${place.city}-${place.state}`} value={place.city}>
          {place.state}
        </option>
      ))}
    </datalist>
  );
}

/** Suggested localities for a locality field's `list`, each with its city beside it. */
export function LocalityDatalist({
  id,
  localities,
  testId,
}: {
  id: string;
  localities: readonly LocationSuggestion[];
  testId: string;
}) {
  return (
    <datalist id={id} data-testid={testId}>
      {localities.map((place) => (
        <option key={`${place.locality}-${place.city}`} value={place.locality ?? ''}>
          {place.city}
        </option>
      ))}
    </datalist>
  );
}
