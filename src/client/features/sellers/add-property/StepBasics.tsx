import { PROPERTY_TYPES } from '../../../../shared/listings/vocabulary';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { FormField } from '../../../ui/FormField';
import { ChoiceField, SelectField, TextAreaField } from './AddPropertyFields';
import { ADD_PROPERTY_COPY, LISTING_FIELD_LABELS as L } from './add-property.content';
import type { StepProps } from './step-props';
import { TitleCheck } from './TitleCheck';

/** Title, description, property type and Buy/Rent. */
export function StepBasics({ form, errors, set }: StepProps) {
  return (
    <>
      <FormField
        label={L.title}
        name="title"
        value={form.title}
        onChange={(e) => set({ title: e.target.value })}
        maxLength={SELLER_LIMITS.titleMax}
        hint={`${SELLER_LIMITS.titleMin} to ${SELLER_LIMITS.titleMax} characters, e.g. 2 BHK flat near the metro`}
        error={errors.title}
      />
      <TitleCheck form={form} set={set} />
      <TextAreaField
        label={L.description}
        name="description"
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        maxLength={SELLER_LIMITS.descriptionMax}
        error={errors.description}
      />
      <SelectField
        label={L.propertyType}
        name="propertyType"
        options={PROPERTY_TYPES}
        value={form.propertyType}
        onChange={(e) => set({ propertyType: e.target.value })}
        error={errors.propertyType}
      />
      <ChoiceField
        legend={L.transactionType}
        name="transactionType"
        value={form.transactionType}
        options={[
          { value: 'Buy', label: ADD_PROPERTY_COPY.buy },
          { value: 'Rent', label: ADD_PROPERTY_COPY.rent },
        ]}
        onChange={(transactionType) => set({ transactionType })}
        error={errors.transactionType}
      />
    </>
  );
}
