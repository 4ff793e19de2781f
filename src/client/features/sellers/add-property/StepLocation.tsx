import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { FormField } from '../../../ui/FormField';
import { CityField, LocalityField, StateField } from '../shared/PlaceFields';
import { usePlacePicker } from '../shared/use-place-suggestions';
import { LISTING_FIELD_LABELS as L } from './add-property.content';
import type { StepProps } from './step-props';

/** State, city and locality (suggested from the places the site knows), sub-locality and society. */
export function StepLocation({ form, errors, set }: StepProps) {
  const picker = usePlacePicker(form, set);
  return (
    <>
      <StateField
        label={L['location.state']}
        value={form.state}
        error={errors['location.state']}
        onChange={picker.chooseState}
      />
      <CityField label={L['location.city']} value={form.city} error={errors['location.city']} picker={picker} />
      <LocalityField
        label={L['location.locality']}
        value={form.locality}
        error={errors['location.locality']}
        picker={picker}
        hint="Start typing to see suggestions"
        testId="locality-suggestions"
      />
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
