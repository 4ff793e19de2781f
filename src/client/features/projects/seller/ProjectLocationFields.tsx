import { PROJECT_LIMITS } from '../../../../shared/sellers/seller-project-constants';
import { FormField } from '../../../ui/FormField';
import { CityField, LocalityField, StateField } from '../../sellers/shared/PlaceFields';
import { usePlacePicker } from '../../sellers/shared/use-place-suggestions';
import type { ProjectSectionProps } from './project-section';
import { PROJECT_FIELD_LABELS as L } from './projects.content';

/** State and city (picked from the lists search uses), locality (suggested) and the address. */
export function ProjectLocationFields({ form, errors, set }: ProjectSectionProps) {
  const picker = usePlacePicker(form, set);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <StateField
          label={L['location.state']}
          value={form.state}
          error={errors['location.state']}
          onChange={picker.chooseState}
        />
        <CityField label={L['location.city']} value={form.city} error={errors['location.city']} picker={picker} />
      </div>
      <LocalityField
        label={L['location.locality']}
        value={form.locality}
        error={errors['location.locality']}
        picker={picker}
        testId="project-locality-suggestions"
      />
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
