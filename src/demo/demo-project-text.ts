/** Descriptions of demo projects: two to four sentences a builder's brochure would open with. */

import type { UnitConfiguration } from '../server/features/projects/projects.schema';
import { formatPriceRange } from '../shared/listings/format';
import type { ProjectType } from '../shared/listings/vocabulary';
import { formatMonthYear } from '../shared/month-format';
import type { DemoCity } from './demo-city.types';
import type { Random } from './demo-random';

export interface ProjectTextInput {
  name: string;
  projectType: ProjectType;
  city: DemoCity;
  locality: string;
  units: readonly UnitConfiguration[];
  completionDate: string;
  upcoming: boolean;
  /** Completion is before the generator's reference date. */
  completed: boolean;
  amenities: readonly string[];
}

/** 'a', 'a and b', 'a, b and c'. */
export const listJoin = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export function projectDescription(random: Random, input: ProjectTextInput): string {
  const { name, projectType, city, locality, units } = input;
  const homes = listJoin(units.filter((unit) => unit.bedrooms !== null).map((unit) => unit.label));
  const spaces = listJoin(units.filter((unit) => unit.bedrooms === null).map((unit) => `${unit.label.toLowerCase()}s`));
  const low = Math.min(...units.map((unit) => unit.minPrice));
  const high = Math.max(...units.map((unit) => unit.maxPrice));
  const opening =
    projectType === 'Commercial'
      ? `${name} is a commercial development in ${locality}, ${city.name}, with ${spaces}.`
      : `${name} offers ${homes} homes${projectType === 'Mixed' ? ` and ${spaces}` : ''} in ${locality}, ${city.name}.`;
  const sentences = [opening, `Prices range from ${formatPriceRange(low, high)}.`];
  if (random.chance(0.7))
    sentences.push(`Amenities include ${listJoin(input.amenities.slice(0, 4).map((a) => a.toLowerCase()))}.`);
  sentences.push(
    input.upcoming
      ? 'Launching soon: register your interest for pre-launch prices.'
      : `Possession ${input.completed ? 'since' : 'expected by'} ${formatMonthYear(input.completionDate)}.`,
  );
  return sentences.join(' ');
}
