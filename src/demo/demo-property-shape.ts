/**
 * The physical side of a demo property, by type: rooms and floors for homes, regional units for plots
 * and farm land (sq.yd in Delhi, marla in Punjab, cents in Kerala, bigha in Rajasthan), washrooms and
 * pantries for offices, docks and ceiling height for warehouses.
 */

import type { PropertyDetails } from '../server/features/listings/listings.schema';
import type { UnitConfiguration } from '../server/features/projects/projects.schema';
import {
  COMMERCIAL_AMENITIES,
  HOUSE_AMENITIES,
  LAND_AMENITIES,
  PLOT_AMENITIES,
  RESIDENTIAL_AMENITIES,
  WAREHOUSE_AMENITIES,
} from '../shared/listings/amenities';
import { type AreaUnit, toSqft } from '../shared/listings/area-units';
import {
  FACING,
  type Facing,
  type Furnishing,
  type PropertyType,
  type TransactionType,
} from '../shared/listings/vocabulary';
import type { DemoCity } from './demo-city.types';
import { FLAT_SQFT } from './demo-projects';
import type { Random } from './demo-random';

export interface PropertyShape {
  areaValue: number;
  areaUnit: AreaUnit;
  areaSqft: number;
  bedrooms: number | null;
  bathrooms: number | null;
  balconies: number | null;
  furnishing: Furnishing | null;
  floor: number | null;
  totalFloors: number | null;
  facing: Facing | null;
  details: PropertyDetails;
  amenities: string[];
}

const HOUSE_SQFT: Readonly<Record<number, readonly [number, number]>> = {
  2: [900, 1500],
  3: [1400, 2400],
  4: [2200, 3600],
  5: [3200, 6000],
};
const FLOOR_SQFT: Readonly<Record<number, readonly [number, number]>> = {
  2: [800, 1200],
  3: [1100, 1800],
  4: [1700, 2700],
};
const PLOT_SIZES: Readonly<Record<DemoCity['plotUnit'], readonly number[]>> = {
  'sq.ft': [600, 800, 1000, 1200, 1500, 1800, 2000, 2400, 3000, 4000],
  'sq.yd': [100, 111, 133, 150, 167, 200, 240, 250, 300, 400, 500],
  'sq.m': [100, 112, 150, 162, 200, 250, 300, 450],
  marla: [3, 4, 5, 6, 7, 8, 10, 12, 14, 20],
  cent: [2, 3, 4, 5, 6, 8, 10, 12, 15, 20],
  ground: [0.5, 1, 1.5, 2, 2.5, 3],
};
const LAND_SIZES: Readonly<Record<DemoCity['landUnit'], readonly number[]>> = {
  acre: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 8, 10, 15, 20],
  bigha: [1, 1.5, 2, 3, 4, 5, 6, 8, 10, 15],
  guntha: [5, 10, 11, 20, 22, 30, 40, 60, 80],
  kanal: [2, 4, 8, 10, 16, 20, 40],
  hectare: [0.5, 1, 1.5, 2, 3, 5],
};
const FACING_WEIGHTS = [15, 8, 20, 10, 15, 8, 12, 6];

const round5 = (value: number) => Math.round(value / 5) * 5;
const between = (random: Random, [min, max]: readonly [number, number]) => round5(random.float(min, max));
const inSqft = (areaValue: number): Pick<PropertyShape, 'areaValue' | 'areaUnit' | 'areaSqft'> => ({
  areaValue,
  areaUnit: 'sq.ft',
  areaSqft: areaValue,
});
const EMPTY = { bedrooms: null, bathrooms: null, balconies: null, furnishing: null, floor: null, totalFloors: null };

function furnishing(random: Random, transaction: TransactionType): Furnishing {
  const weights = transaction === 'Rent' ? [30, 40, 30] : [40, 45, 15];
  return random.weighted<Furnishing>(['Unfurnished', 'Semi-Furnished', 'Furnished'], weights);
}

function home(
  random: Random,
  type: PropertyType,
  city: DemoCity,
  transaction: TransactionType,
  unit?: UnitConfiguration,
): PropertyShape {
  const bedrooms =
    unit?.bedrooms ??
    (type === 'Flat/Apartment'
      ? random.weighted([1, 2, 3, 4, 5], [15, 35, 33, 12, 5])
      : type === 'Builder Floor'
        ? random.weighted([2, 3, 4], [30, 50, 20])
        : random.weighted([2, 3, 4, 5], [20, 40, 28, 12]));
  const sizes = type === 'Flat/Apartment' ? FLAT_SQFT : type === 'Builder Floor' ? FLOOR_SQFT : HOUSE_SQFT;
  const area = unit
    ? between(random, [unit.minAreaSqft, unit.maxAreaSqft])
    : between(random, sizes[bedrooms] ?? [1200, 1900]);
  const totalFloors =
    type === 'Flat/Apartment'
      ? city.weight >= 3
        ? random.int(7, 40)
        : random.int(4, 16)
      : type === 'Builder Floor'
        ? random.int(3, 4)
        : random.int(1, 3);
  const house = type === 'Independent House/Villa';
  return {
    ...inSqft(area),
    bedrooms,
    bathrooms: bedrooms === 1 ? 1 : Math.min(6, bedrooms + random.int(0, 1)),
    balconies: random.int(house ? 0 : 1, Math.min(3, bedrooms)),
    furnishing: furnishing(random, transaction),
    floor: house ? null : random.int(0, totalFloors),
    totalFloors,
    facing: random.weighted(FACING, FACING_WEIGHTS),
    details: {
      ...(house
        ? { plotAreaSqft: round5(area * random.float(0.6, 1.1)) }
        : { carpetAreaSqft: round5(area * random.float(0.7, 0.8)) }),
      parking: random.int(house ? 1 : 0, house ? 3 : 2),
    },
    amenities: random.sample(house ? HOUSE_AMENITIES : RESIDENTIAL_AMENITIES, random.int(4, 11)),
  };
}

function plot(random: Random, city: DemoCity): PropertyShape {
  const areaValue = random.pick(PLOT_SIZES[city.plotUnit]);
  const areaSqft = toSqft(areaValue, city.plotUnit);
  // Frontage is usually the shorter side, at about 1:1.3 to 1:1.6.
  const breadth = Math.max(15, round5(Math.sqrt(areaSqft / random.float(1.3, 1.6))));
  const details: PropertyDetails = {
    plotBreadthFt: breadth,
    plotLengthFt: Math.round(areaSqft / breadth),
    cornerPlot: random.chance(0.15),
    boundaryWall: random.chance(0.5),
    roadWidthFt: random.pick([20, 25, 30, 40, 60]),
  };
  return {
    areaValue,
    areaUnit: city.plotUnit,
    areaSqft,
    ...EMPTY,
    facing: random.weighted(FACING, FACING_WEIGHTS),
    details,
    amenities: random.sample(PLOT_AMENITIES, random.int(2, 6)),
  };
}

function land(random: Random, city: DemoCity): PropertyShape {
  const areaValue = random.pick(LAND_SIZES[city.landUnit]);
  const details: PropertyDetails = {
    landUse: random.pick(['Agricultural', 'Agricultural', 'Farm House', 'Orchard']),
    waterSource: random.pick(['Borewell', 'Open well', 'Canal', 'Borewell and well']),
    roadWidthFt: random.pick([12, 15, 20, 30]),
    boundaryWall: random.chance(0.2),
  };
  return {
    areaValue,
    areaUnit: city.landUnit,
    areaSqft: toSqft(areaValue, city.landUnit),
    ...EMPTY,
    facing: null,
    details,
    amenities: random.sample(LAND_AMENITIES, random.int(1, 4)),
  };
}

function commercial(
  random: Random,
  type: PropertyType,
  transaction: TransactionType,
  unit?: UnitConfiguration,
): PropertyShape {
  if (type === 'Warehouse') {
    const [min, max] = random.weighted<readonly [number, number]>(
      [
        [2000, 8000],
        [8000, 25000],
        [25000, 80000],
      ],
      [45, 40, 15],
    );
    const area = Math.round(random.float(min, max) / 100) * 100;
    const details = {
      ceilingHeightFt: random.int(18, 40),
      loadingDocks: random.int(1, 8),
      washrooms: random.int(1, 4),
      pantry: false,
      parking: random.int(2, 12),
    };
    return {
      ...inSqft(area),
      ...EMPTY,
      floor: 0,
      totalFloors: 1,
      facing: null,
      details,
      amenities: random.sample(WAREHOUSE_AMENITIES, random.int(3, 7)),
    };
  }
  const shop = type === 'Retail Space/Shop';
  const sizes: readonly (readonly [number, number])[] = shop
    ? [
        [100, 300],
        [300, 800],
        [800, 2500],
      ]
    : [
        [200, 600],
        [600, 2000],
        [2000, 6000],
      ];
  const area = unit
    ? between(random, [unit.minAreaSqft, unit.maxAreaSqft])
    : between(random, random.weighted(sizes, [45, 35, 20]));
  const totalFloors = shop ? random.int(1, 5) : random.int(3, 25);
  const details: PropertyDetails = shop
    ? {
        washrooms: random.int(0, 2),
        pantry: false,
        frontageFt: random.int(10, 40),
        mainRoadFacing: random.chance(0.6),
        parking: random.int(0, 2),
      }
    : {
        washrooms: Math.min(6, 1 + Math.floor(area / 1500)),
        pantry: random.chance(0.7),
        cabins: Math.floor(area / random.int(250, 500)),
        seats: Math.round(area / 60),
        parking: random.int(0, 6),
      };
  return {
    ...inSqft(area),
    ...EMPTY,
    furnishing: furnishing(random, transaction),
    floor: shop && random.chance(0.7) ? 0 : random.int(0, totalFloors),
    totalFloors,
    facing: random.weighted(FACING, FACING_WEIGHTS),
    details,
    amenities: random.sample(COMMERCIAL_AMENITIES, random.int(3, 8)),
  };
}

/** Area, rooms, floors, details and amenities of a property of `type`; `unit` fixes size for project units. */
export function propertyShape(
  random: Random,
  type: PropertyType,
  city: DemoCity,
  transaction: TransactionType,
  unit?: UnitConfiguration,
): PropertyShape {
  switch (type) {
    case 'Flat/Apartment':
    case 'Builder Floor':
    case 'Independent House/Villa':
      return home(random, type, city, transaction, unit);
    case 'Plot':
      return plot(random, city);
    case 'Land':
      return land(random, city);
    default:
      return commercial(random, type, transaction, unit);
  }
}
