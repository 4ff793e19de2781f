import { AREA_UNIT_NAMES } from '../../../../shared/listings/area-units';
import { LISTING_FIELD_LABELS as NAMES } from '../../../../shared/listings/listing-fields';
import { PARKING } from '../../../../shared/listings/listing-terms';
import { FACING, FURNISHING, POSSESSION } from '../../../../shared/listings/vocabulary';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { FormField } from '../../../ui/FormField';
import { SelectField, WholeNumberField } from './AddPropertyFields';
import { ADD_PROPERTY_COPY as C, LISTING_FIELD_LABELS as L, type ListingFieldPath } from './add-property.content';
import { applicable, type ListingForm } from './listing-form';
import type { StepProps } from './step-props';

const AREA_INPUT = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

type NumberKey = 'bedrooms' | 'bathrooms' | 'balconies' | 'floor' | 'totalFloors' | 'ageYears' | 'parkingSpaces';

/**
 * Area and what applies to the chosen type: a building's carpet area (its super built-up area optional)
 * and parking, rooms for homes, floors and furnishing for buildings; land has one area.
 */
export function StepDetails({ form, errors, set }: StepProps) {
  const on = applicable(form);
  const whole = (key: NumberKey, min = 0, max: number = SELLER_LIMITS.roomsMax) => (
    <WholeNumberField
      label={L[key]}
      name={key}
      min={min}
      max={max}
      value={form[key]}
      onChange={(e) => set({ [key]: e.target.value } as Partial<ListingForm>)}
      error={errors[key as ListingFieldPath]}
    />
  );
  return (
    <>
      {/* The unit beside the first area asked for; a building's super built-up area is in it too. */}
      <div className="grid grid-cols-[1fr_auto] gap-3">
        {on.carpet ? (
          <FormField
            label={L.carpetArea}
            name="carpetArea"
            {...AREA_INPUT}
            value={form.carpetArea}
            onChange={(e) => set({ carpetArea: e.target.value })}
            error={errors.carpetArea}
          />
        ) : (
          <FormField
            label={L['area.value']}
            name="area.value"
            {...AREA_INPUT}
            value={form.areaValue}
            onChange={(e) => set({ areaValue: e.target.value })}
            error={errors['area.value']}
          />
        )}
        <SelectField
          label={L['area.unit']}
          name="area.unit"
          options={AREA_UNIT_NAMES}
          placeholder={false}
          value={form.areaUnit}
          onChange={(e) => set({ areaUnit: e.target.value })}
          error={errors['area.unit']}
        />
      </div>
      {on.carpet ? (
        <FormField
          label={NAMES.superArea}
          hint={C.superAreaHint}
          name="area.value"
          {...AREA_INPUT}
          value={form.areaValue}
          onChange={(e) => set({ areaValue: e.target.value })}
          error={errors['area.value']}
        />
      ) : null}
      {on.carpet ? (
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={L.parking}
            name="parking"
            options={PARKING}
            value={form.parking}
            onChange={(e) => set({ parking: e.target.value })}
            error={errors.parking}
          />
          {on.parkingSpaces ? whole('parkingSpaces', 1, SELLER_LIMITS.parkingSpacesMax) : null}
        </div>
      ) : null}
      {on.rooms ? (
        <div className="grid grid-cols-3 gap-3">
          {whole('bedrooms')}
          {whole('bathrooms')}
          {whole('balconies')}
        </div>
      ) : null}
      {on.building ? (
        <>
          <SelectField
            label={L.furnishing}
            name="furnishing"
            options={FURNISHING}
            value={form.furnishing}
            onChange={(e) => set({ furnishing: e.target.value })}
            error={errors.furnishing}
          />
          <div className="grid grid-cols-2 gap-3">
            {whole('floor', SELLER_LIMITS.floorMin, SELLER_LIMITS.floorsMax)}
            {whole('totalFloors', 0, SELLER_LIMITS.floorsMax)}
          </div>
        </>
      ) : null}
      <SelectField
        label={L.facing}
        name="facing"
        options={FACING}
        value={form.facing}
        onChange={(e) => set({ facing: e.target.value })}
        error={errors.facing}
      />
      <SelectField
        label={L.possession}
        name="possession"
        options={POSSESSION}
        value={form.possession}
        onChange={(e) => set({ possession: e.target.value })}
        error={errors.possession}
      />
      {on.possessionDate ? (
        <FormField
          label={L.possessionDate}
          name="possessionDate"
          type="date"
          min={`${SELLER_LIMITS.possessionYearMin}-01-01`}
          max={`${SELLER_LIMITS.possessionYearMax}-12-31`}
          value={form.possessionDate}
          onChange={(e) => set({ possessionDate: e.target.value })}
          error={errors.possessionDate}
        />
      ) : null}
      {on.ageYears ? whole('ageYears', 0, SELLER_LIMITS.ageYearsMax) : null}
      <FormField
        label={L.reraId}
        name="reraId"
        value={form.reraId}
        maxLength={SELLER_LIMITS.reraNumberMax}
        onChange={(e) => set({ reraId: e.target.value })}
        error={errors.reraId}
      />
    </>
  );
}
