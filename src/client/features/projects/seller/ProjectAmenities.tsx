import { COMMERCIAL_AMENITIES, PROJECT_AMENITIES } from '../../../../shared/listings/amenities';
import { AmenityPicker } from '../../sellers/shared/AmenityPicker';
import type { ProjectSectionProps } from './project-section';
import { PROJECT_UI as UI } from './projects.content';

/** The usual amenities of the project's kind: commercial ones for a commercial project, else the project list. */
const suggestedFor = (projectType: string): readonly string[] =>
  projectType === 'Commercial'
    ? COMMERCIAL_AMENITIES
    : projectType === 'Mixed'
      ? [...new Set([...PROJECT_AMENITIES, ...COMMERCIAL_AMENITIES])]
      : PROJECT_AMENITIES;

const COPY = { hint: UI.amenitiesHint, other: UI.otherAmenity, add: UI.addAmenity };

/** Amenity chips and a field for any other the builder offers. */
export function ProjectAmenities({ form, errors, set }: ProjectSectionProps) {
  return (
    <AmenityPicker
      suggested={suggestedFor(form.projectType)}
      value={form.amenities}
      error={errors.amenities}
      onChange={(amenities) => set({ amenities })}
      copy={COPY}
    />
  );
}
