/**
 * The commercial and lifecycle side of a demo listing: price from the city's rate and the locality's
 * standing, deposit, possession and age, RERA id, moderation status and its timeline, featuring, views.
 */
import type { ListingStatus, PostedBy, PropertyType, TransactionType } from '../shared/listings/vocabulary';
import { LAND_TYPES } from '../shared/listings/vocabulary';
import type { DemoProject, DemoProperty } from './demo.types';
import type { DemoCity } from './demo-city.types';
import type { Random } from './demo-random';
import { demoRateRange, roundRent, roundSalePrice } from './demo-rates';
import { projectReraId } from './demo-rera';
import { DEMO_FEATURED_UNTIL, daysAfter, daysBefore, daysBetween, monthStartAfter } from './demo-time';

type Possession = Pick<DemoProperty, 'possession' | 'possessionDate' | 'ageYears' | 'reraId'>;
type Lifecycle = Pick<
  DemoProperty,
  'status' | 'rejectionReason' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'featuredUntil' | 'views'
>;

const REJECTIONS = [
  'Photos do not show the property',
  'Price looks wrong for the area',
  'Duplicate of an existing listing',
  'Phone number written in the description',
  'Incomplete address',
  'Posted as owner by a broker',
];

/** Price in whole rupees (monthly for rent) at `level` in [0, 1] of the city's range for this type. */
export function priceFor(
  city: DemoCity,
  type: PropertyType,
  transaction: TransactionType,
  areaSqft: number,
  level: number,
): number {
  const [min, max] = demoRateRange(city, type, transaction);
  const rate = min + (max - min) * Math.min(1, Math.max(0, level));
  return transaction === 'Buy' ? roundSalePrice(areaSqft * rate) : roundRent(areaSqft * rate);
}

/** Months of rent asked as deposit: the city's custom for homes, more for shops and offices. */
export function depositMonthsFor(random: Random, city: DemoCity, type: PropertyType): number {
  const [low, high] = city.depositMonths;
  if (LAND_TYPES.includes(type)) return 3;
  if (type === 'Office Space' || type === 'Retail Space/Shop' || type === 'Warehouse')
    return random.int(Math.max(3, low), Math.max(6, high));
  return random.int(low, high);
}

const age = (random: Random) => {
  const [min, max] = random.weighted<readonly [number, number]>(
    [
      [0, 2],
      [3, 8],
      [9, 15],
      [16, 30],
    ],
    [25, 35, 25, 15],
  );
  return random.int(min, max);
};

/** Possession, age and RERA id: new builds and builders' plotted layouts carry RERA ids. */
export function possessionFor(
  random: Random,
  input: {
    city: DemoCity;
    type: PropertyType;
    transaction: TransactionType;
    postedBy: PostedBy;
    project: DemoProject | null;
    reference: Date;
  },
): Possession {
  const { city, type, transaction, postedBy, project, reference } = input;
  const year = reference.getUTCFullYear();
  if (LAND_TYPES.includes(type)) {
    const rera = type === 'Plot' && postedBy === 'Builder' && random.chance(0.6);
    return {
      possession: 'Ready to Move',
      possessionDate: null,
      ageYears: null,
      reraId: rera ? projectReraId(random, city, year - random.int(0, 3)) : null,
    };
  }
  if (transaction === 'Rent')
    return { possession: 'Ready to Move', possessionDate: null, ageYears: age(random), reraId: null };
  if (project?.completionDate) {
    const done = project.completionDate <= reference.toISOString().slice(0, 10);
    const ageYears = done
      ? Math.max(0, Math.floor(daysBetween(new Date(project.completionDate), reference) / 365))
      : null;
    return done
      ? { possession: 'Ready to Move', possessionDate: null, ageYears, reraId: project.reraId ?? null }
      : {
          possession: 'Under Construction',
          possessionDate: project.completionDate,
          ageYears: null,
          reraId: project.reraId ?? null,
        };
  }
  if (random.chance(postedBy === 'Builder' ? 0.5 : 0.12)) {
    return {
      possession: 'Under Construction',
      possessionDate: monthStartAfter(reference, random.int(3, 42)),
      ageYears: null,
      reraId: projectReraId(random, city, year - random.int(0, 3)),
    };
  }
  const ageYears = age(random);
  const rera = ageYears <= 2 && random.chance(0.6);
  return {
    possession: 'Ready to Move',
    possessionDate: null,
    ageYears,
    reraId: rera ? projectReraId(random, city, year - ageYears - 2) : null,
  };
}

/** Status and dates: mostly active (published in the last 180 days), a few pending, rejected or closed. */
export function lifecycleFor(
  random: Random,
  transaction: TransactionType,
  reference: Date,
  forceActive: boolean,
): Lifecycle {
  const roll = forceActive ? 0 : random.next();
  const status: ListingStatus =
    roll < 0.86
      ? 'active'
      : roll < 0.91
        ? 'pending'
        : roll < 0.93
          ? 'rejected'
          : transaction === 'Buy'
            ? 'sold'
            : 'rented';
  if (status === 'pending' || status === 'rejected') {
    const createdAt = daysBefore(reference, status === 'pending' ? random.float(0, 5) : random.float(3, 60));
    const updatedAt = status === 'pending' ? createdAt : daysAfter(createdAt, random.float(0.5, 3));
    const rejectionReason = status === 'rejected' ? random.pick(REJECTIONS) : null;
    return { status, rejectionReason, createdAt, updatedAt, publishedAt: null, featuredUntil: null, views: 0 };
  }
  const publishedAt = daysBefore(reference, status === 'active' ? random.float(0, 180) : random.float(30, 180));
  const createdAt = daysBefore(publishedAt, random.float(0.1, 2));
  const live = daysBetween(publishedAt, reference);
  const updatedAt = status === 'active' ? publishedAt : daysAfter(publishedAt, random.float(live / 3, live));
  const featured = status === 'active' && random.chance(0.05);
  const views = Math.round(live * random.float(0.3, 5) * (featured ? 3 : 1)) + random.int(0, 15);
  return {
    status,
    rejectionReason: null,
    createdAt,
    updatedAt,
    publishedAt,
    featuredUntil: featured ? DEMO_FEATURED_UNTIL : null,
    views,
  };
}
