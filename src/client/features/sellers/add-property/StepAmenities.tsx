import { amenitiesFor } from '../../../../shared/listings/amenities';
import type { PropertyType } from '../../../../shared/listings/vocabulary';
import { AmenityPicker } from '../shared/AmenityPicker';
import { ADD_PROPERTY_COPY } from './add-property.content';
import type { StepProps } from './step-props';

const COPY = {
  hint: ADD_PROPERTY_COPY.amenitiesHint,
  other: ADD_PROPERTY_COPY.otherAmenity,
  add: ADD_PROPERTY_COPY.addAmenity,
};

/** Amenity chips: the usual ones for the property type and any the seller adds. */
export function StepAmenities({ form, errors, set }: StepProps) {
  return (
    <AmenityPicker
      suggested={amenitiesFor(form.propertyType as PropertyType | '')}
      value={form.amenities}
      error={errors.amenities}
      onChange={(amenities) => set({ amenities })}
      copy={COPY}
    />
  );
}
