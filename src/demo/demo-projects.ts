/**
 * Builder projects: residential, commercial or mixed developments with unit configurations priced from
 * the city's rates, launch and completion dates, RERA ids, and a few upcoming (not yet launched).
 */

import type { UnitConfiguration } from '../server/features/projects/projects.schema';
import { COMMERCIAL_AMENITIES, PROJECT_AMENITIES } from '../shared/listings/amenities';
import type { ProjectType } from '../shared/listings/vocabulary';
import type { DemoProject, DemoSeller } from './demo.types';
import { findDemoCity } from './demo-cities.data';
import type { DemoCity } from './demo-city.types';
import { BUILDER_SUFFIXES, COMMERCIAL_SUFFIXES, SOCIETY_SUFFIXES, SOCIETY_WORDS } from './demo-names.data';
import { pickProjectPhotos } from './demo-photo-library';
import { jitter, localityLevel, pickCity, pickLocality } from './demo-places';
import { projectDescription } from './demo-project-text';
import type { Random } from './demo-random';
import { demoRateRange, roundSalePrice } from './demo-rates';
import { projectReraId } from './demo-rera';
import { DEMO_FEATURED_UNTIL, daysAfter, daysBefore, isoDay, monthStartAfter } from './demo-time';

/** Flat sizes (super built-up sq.ft) by bedrooms, shared with resale listings. */
export const FLAT_SQFT: Readonly<Record<number, readonly [number, number]>> = {
  1: [450, 700],
  2: [800, 1250],
  3: [1200, 1900],
  4: [1900, 3000],
  5: [2800, 4500],
};

const REJECTIONS = ['RERA number could not be verified', 'Photos are renders of another project', 'Incomplete address'];

export const brandOf = (company: string): string => {
  const suffix = BUILDER_SUFFIXES.find((candidate) => company.endsWith(candidate));
  return (suffix ? company.slice(0, -suffix.length) : company).replace(/\(\d+\)/, '').trim();
};

const round5 = (value: number) => Math.round(value / 5) * 5;

function configuration(
  random: Random,
  label: string,
  bedrooms: number | null,
  sqft: readonly [number, number],
  rate: number,
) {
  const minAreaSqft = round5(random.float(sqft[0], (sqft[0] + sqft[1]) / 2));
  const maxAreaSqft = round5(minAreaSqft * random.float(1.05, 1.2));
  // Higher floors and corner units cost a little more, within the city's range.
  return {
    label,
    bedrooms,
    minAreaSqft,
    maxAreaSqft,
    minPrice: roundSalePrice(minAreaSqft * rate),
    maxPrice: roundSalePrice(maxAreaSqft * rate * random.float(1, 1.04)),
  } satisfies UnitConfiguration;
}

function configurations(random: Random, type: ProjectType, city: DemoCity, level: number): UnitConfiguration[] {
  const at = (range: readonly [number, number]) => range[0] + (range[1] - range[0]) * level;
  const flatRate = at(city.sale);
  const flats = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => {
      const bhk = from + i;
      return configuration(random, `${bhk} BHK`, bhk, FLAT_SQFT[bhk] ?? [1200, 1900], flatRate);
    });
  const office = () =>
    configuration(random, 'Office Space', null, [300, 3000], at(demoRateRange(city, 'Office Space', 'Buy')));
  const shop = () =>
    configuration(random, 'Retail Shop', null, [150, 1200], at(demoRateRange(city, 'Retail Space/Shop', 'Buy')));
  if (type === 'Commercial') return [office(), shop()];
  if (type === 'Mixed') return [...flats(2, 3), shop()];
  const from = random.weighted([1, 2, 3], [2, 5, 3]);
  return flats(from, Math.min(4, from + random.int(1, 2)));
}

function projectName(random: Random, type: ProjectType, brand: string): string {
  if (type === 'Commercial') return `${brand} ${random.pick(COMMERCIAL_SUFFIXES)}`;
  if (type === 'Mixed') return `${brand} ${random.pick(SOCIETY_WORDS)} Central`;
  return `${brand} ${random.pick(SOCIETY_WORDS)} ${random.pick(SOCIETY_SUFFIXES)}`;
}

/** `count` projects spread over the builders among `sellers` (round robin, so each builder has some). */
export function generateProjects(random: Random, count: number, sellers: DemoSeller[], reference: Date): DemoProject[] {
  const builders = sellers.flatMap((seller, index) => (seller.sellerType === 'Builder' ? [index] : []));
  if (builders.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const builderIndex = builders[i % builders.length] ?? 0;
    const builder = sellers[builderIndex];
    const home = builder ? findDemoCity(builder.city) : undefined;
    const city = home && random.chance(0.7) ? home : pickCity(random);
    const locality = pickLocality(random, city, 0.1);
    const projectType = random.weighted<ProjectType>(['Residential', 'Commercial', 'Mixed'], [70, 15, 15]);
    // New projects price above the city's average: the locality's level, lifted.
    const level = Math.min(0.95, 0.3 + localityLevel(city, locality) * 0.45 + random.float(0, 0.2));
    const units = configurations(random, projectType, city, level);
    const upcoming = random.chance(0.12);
    const launch = upcoming ? daysAfter(reference, random.int(20, 270)) : daysBefore(reference, random.int(60, 1800));
    const completionDate = monthStartAfter(launch, random.int(30, 60));
    const roll = random.next();
    const status = upcoming || roll < 0.9 ? 'active' : roll < 0.97 ? 'pending' : 'rejected';
    const publishedAt = status === 'active' ? daysBefore(reference, random.float(1, 365)) : null;
    const createdAt = publishedAt
      ? daysBefore(publishedAt, random.float(0.2, 5))
      : daysBefore(reference, random.float(0, 20));
    const totalUnits = projectType === 'Commercial' ? random.int(4, 40) * 10 : random.int(8, 120) * 10;
    const [latitude, longitude] = jitter(random, locality);
    const name = projectName(random, projectType, brandOf(builder?.companyName ?? 'Shubh'));
    const amenities = random.sample(
      projectType === 'Commercial' ? COMMERCIAL_AMENITIES : PROJECT_AMENITIES,
      random.int(6, 12),
    );
    return {
      builderIndex,
      name,
      projectType,
      description: projectDescription(random, {
        name,
        projectType,
        city,
        locality: locality[0],
        units,
        completionDate,
        upcoming,
        completed: completionDate <= isoDay(reference),
        amenities,
      }),
      state: city.state,
      city: city.name,
      locality: locality[0],
      // The street part only: the city and state are kept (and shown) on their own.
      address: locality[0],
      latitude,
      longitude,
      totalUnits,
      availableUnits: upcoming ? totalUnits : Math.round(totalUnits * random.float(0.05, 0.85)),
      unitConfigurations: units,
      minPrice: Math.min(...units.map((unit) => unit.minPrice)),
      maxPrice: Math.max(...units.map((unit) => unit.maxPrice)),
      launchDate: isoDay(launch),
      completionDate,
      reraId: upcoming && random.chance(0.5) ? null : projectReraId(random, city, launch.getUTCFullYear()),
      amenities,
      status,
      rejectionReason: status === 'rejected' ? random.pick(REJECTIONS) : null,
      upcoming,
      featuredUntil: status === 'active' && random.chance(0.12) ? DEMO_FEATURED_UNTIL : null,
      views: publishedAt ? random.int(40, 6000) : 0,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
      publishedAt,
      photos: pickProjectPhotos(random, projectType),
    };
  });
}
