/**
 * The demo's photo library: 40 generated pictures, each of one kind. The generator links listings to
 * library indexes; the seeder renders the library once and turns indexes into media hashes.
 */
import type { ProjectType, PropertyType } from '../shared/listings/vocabulary';
import type { Random } from './demo-random';

export const PHOTO_KINDS = [
  'apartment',
  'house',
  'floor',
  'interior',
  'plot',
  'land',
  'office',
  'shop',
  'warehouse',
] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

const KIND_COUNTS: Readonly<Record<PhotoKind, number>> = {
  apartment: 8,
  house: 6,
  floor: 4,
  interior: 5,
  plot: 5,
  land: 3,
  office: 4,
  shop: 3,
  warehouse: 2,
};

/** The kind of each library picture, in library order. */
export const DEMO_PHOTO_LIBRARY: readonly PhotoKind[] = PHOTO_KINDS.flatMap((kind) =>
  Array.from({ length: KIND_COUNTS[kind] }, () => kind),
);

const indexesOf = (kind: PhotoKind): number[] =>
  DEMO_PHOTO_LIBRARY.flatMap((candidate, index) => (candidate === kind ? [index] : []));

/** The cover's kind, then the kinds the other photos come from. */
const PROPERTY_KINDS: Readonly<Record<PropertyType, readonly PhotoKind[]>> = {
  'Flat/Apartment': ['apartment', 'interior'],
  'Independent House/Villa': ['house', 'interior'],
  'Builder Floor': ['floor', 'interior'],
  Plot: ['plot', 'land'],
  Land: ['land', 'plot'],
  'Office Space': ['office', 'shop'],
  'Retail Space/Shop': ['shop', 'office'],
  Warehouse: ['warehouse', 'land', 'plot'],
};

const PROJECT_KINDS: Readonly<Record<ProjectType, readonly PhotoKind[]>> = {
  Residential: ['apartment', 'interior'],
  Commercial: ['office', 'shop'],
  Mixed: ['apartment', 'shop', 'office'],
};

function pickPhotos(random: Random, kinds: readonly PhotoKind[], min: number, max: number): number[] {
  const [coverKind = 'apartment', ...rest] = kinds;
  const cover = random.pick(indexesOf(coverKind));
  const pool = [...indexesOf(coverKind), ...rest.flatMap(indexesOf)].filter((index) => index !== cover);
  return [cover, ...random.sample(pool, random.int(min, max) - 1)];
}

/** 3-8 distinct library indexes for a property; the first (the cover) shows the property type. */
export const pickPropertyPhotos = (random: Random, type: PropertyType): number[] =>
  pickPhotos(random, PROPERTY_KINDS[type], 3, 8);

/** 3-6 distinct library indexes for a project. */
export const pickProjectPhotos = (random: Random, type: ProjectType): number[] =>
  pickPhotos(random, PROJECT_KINDS[type], 3, 6);
