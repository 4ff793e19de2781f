/**
 * Demo properties of every type in every city. The first listings follow a coverage plan (an active
 * flat for sale in every city, every type for sale and for rent) so even a small demo shows them all;
 * the rest are drawn by weight. Builders' flats, offices and shops often belong to their projects.
 */

import type { UnitConfiguration } from '../server/features/projects/projects.schema';
import {
  PROPERTY_TYPES,
  type PropertyType,
  postedByFor,
  type SellerType,
  TRANSACTION_TYPES,
  type TransactionType,
} from '../shared/listings/vocabulary';
import { defaultLocationPrecision } from '../shared/location/map-area';
import type { DemoProject, DemoProperty, DemoSeller } from './demo.types';
import { DEMO_CITIES, DEMO_MENU_CITY_NAMES, findDemoCity } from './demo-cities.data';
import type { DemoCity } from './demo-city.types';
import { SOCIETY_SUFFIXES, SOCIETY_WORDS } from './demo-names.data';
import { pickPropertyPhotos } from './demo-photo-library';
import { jitter, localityLevel, nearbyLocality, pickCity, pickLocality } from './demo-places';
import { propertyShape } from './demo-property-shape';
import { depositMonthsFor, lifecycleFor, possessionFor, priceFor } from './demo-property-terms';
import { propertyDescription, propertyTitle } from './demo-property-text';
import type { Random } from './demo-random';

const TYPE_WEIGHTS = [40, 14, 8, 12, 5, 8, 8, 5]; // in PROPERTY_TYPES order
const RENT_SHARE: Readonly<Record<PropertyType, number>> = {
  'Flat/Apartment': 0.22,
  'Independent House/Villa': 0.18,
  'Builder Floor': 0.25,
  Plot: 0.03,
  Land: 0.05,
  'Office Space': 0.35,
  'Retail Space/Shop': 0.32,
  Warehouse: 0.4,
};
const SELLER_TYPES: readonly SellerType[] = ['Individual', 'Agent', 'Builder'];

/** Who posts what: farm land is owners' and agents' business; builders sell new homes, shops and plots. */
function posterWeights(type: PropertyType, transaction: TransactionType): number[] {
  if (transaction === 'Rent' || type === 'Land' || type === 'Warehouse') return [55, 45, 0];
  if (type === 'Flat/Apartment' || type === 'Builder Floor') return [30, 45, 25];
  return [40, 42, 18];
}

interface Planned {
  city: DemoCity;
  type: PropertyType;
  transaction: TransactionType;
}

/** Listings that must exist in any demo of 66 or more: menu cities first, then every city, then every type. */
function coveragePlan(): Planned[] {
  const menu = DEMO_MENU_CITY_NAMES.map((name) => findDemoCity(name)).filter((city) => city !== undefined);
  const cities = [...menu, ...DEMO_CITIES.filter((city) => !menu.includes(city))];
  const flats = cities.map((city): Planned => ({ city, type: 'Flat/Apartment', transaction: 'Buy' }));
  const types = PROPERTY_TYPES.flatMap((type, i) =>
    TRANSACTION_TYPES.map(
      (transaction, j): Planned => ({ city: menu[(i * 2 + j) % menu.length] as DemoCity, type, transaction }),
    ),
  );
  return [...flats, ...types];
}

interface Pools {
  bySellerCity: Map<string, number[]>;
  bySeller: Map<SellerType, number[]>;
  projectsByCity: Map<string, number[]>;
}

function pools(sellers: DemoSeller[], projects: DemoProject[]): Pools {
  const add = <K>(map: Map<K, number[]>, key: K, index: number) => map.set(key, [...(map.get(key) ?? []), index]);
  const result: Pools = { bySellerCity: new Map(), bySeller: new Map(), projectsByCity: new Map() };
  sellers.forEach((seller, i) => {
    add(result.bySellerCity, `${seller.sellerType}|${seller.city}`, i);
    add(result.bySeller, seller.sellerType, i);
  });
  projects.forEach((project, i) => {
    if (project.status === 'active' && !project.upcoming) add(result.projectsByCity, project.city, i);
  });
  return result;
}

function pickSeller(random: Random, pool: Pools, type: SellerType, city: DemoCity, total: number): number {
  const local = pool.bySellerCity.get(`${type}|${city.name}`);
  if (local && random.chance(0.9)) return random.pick(local);
  const anyOfType = pool.bySeller.get(type);
  return anyOfType ? random.pick(anyOfType) : random.int(0, total - 1);
}

const unitKind = (type: PropertyType) => (unit: UnitConfiguration) =>
  type === 'Flat/Apartment'
    ? unit.bedrooms !== null
    : unit.label === (type === 'Office Space' ? 'Office Space' : 'Retail Shop');

/** One of the city's projects with a unit of this type, and that unit; null when there is none. */
function pickProjectUnit(random: Random, pool: Pools, projects: DemoProject[], city: DemoCity, type: PropertyType) {
  const candidates = (pool.projectsByCity.get(city.name) ?? []).filter((i) =>
    projects[i]?.unitConfigurations?.some(unitKind(type)),
  );
  if (candidates.length === 0) return null;
  const projectIndex = random.pick(candidates);
  const project = projects[projectIndex] as DemoProject;
  return { projectIndex, project, unit: random.pick((project.unitConfigurations ?? []).filter(unitKind(type))) };
}

export function generateProperties(
  random: Random,
  count: number,
  sellers: DemoSeller[],
  projects: DemoProject[],
  reference: Date,
): DemoProperty[] {
  const plan = coveragePlan();
  const pool = pools(sellers, projects);
  return Array.from({ length: count }, (_, i) => {
    const planned = plan[i];
    const city = planned?.city ?? pickCity(random);
    const type = planned?.type ?? random.weighted(PROPERTY_TYPES, TYPE_WEIGHTS);
    const transaction = planned?.transaction ?? (random.chance(RENT_SHARE[type]) ? 'Rent' : 'Buy');
    let sellerType = random.weighted(SELLER_TYPES, posterWeights(type, transaction));
    const projectable =
      sellerType === 'Builder' &&
      (type === 'Flat/Apartment' || type === 'Office Space' || type === 'Retail Space/Shop');
    const linked = projectable && random.chance(0.75) ? pickProjectUnit(random, pool, projects, city, type) : null;
    const sellerIndex = linked
      ? linked.project.builderIndex
      : pickSeller(random, pool, sellerType, city, sellers.length);
    sellerType = sellers[sellerIndex]?.sellerType ?? sellerType;
    const postedBy = postedByFor(sellerType);
    const outskirts = type === 'Land' || type === 'Warehouse' ? 0.8 : type === 'Plot' ? 0.3 : 0;
    const locality = linked
      ? (city.localities.find(([name]) => name === linked.project.locality) ?? pickLocality(random, city))
      : pickLocality(random, city, outskirts);
    const shape = propertyShape(random, type, city, transaction, linked?.unit);
    const level = localityLevel(city, locality) * 0.5 + random.next() * 0.5;
    const price = priceFor(city, type, transaction, shape.areaSqft, linked ? Math.max(level, 0.4) : level);
    const depositMonths = transaction === 'Rent' ? depositMonthsFor(random, city, type) : null;
    const possession = possessionFor(random, {
      city,
      type,
      transaction,
      postedBy,
      project: linked?.project ?? null,
      reference,
    });
    const gated = type === 'Flat/Apartment' || (type === 'Independent House/Villa' && random.chance(0.3));
    const society = linked
      ? linked.project.name
      : gated
        ? `${random.pick(SOCIETY_WORDS)} ${random.pick(SOCIETY_SUFFIXES)}`
        : null;
    const text = {
      propertyType: type,
      transactionType: transaction,
      shape,
      city,
      locality: locality[0],
      society,
      ...possession,
    };
    const [latitude, longitude] = jitter(random, locality);
    const {
      bedrooms,
      bathrooms,
      balconies,
      furnishing,
      floor,
      totalFloors,
      facing,
      details,
      amenities,
      areaValue,
      areaUnit,
      areaSqft,
    } = shape;
    return {
      sellerIndex,
      projectIndex: linked?.projectIndex ?? null,
      postedBy,
      title: propertyTitle({ ...text, nearby: '', depositMonths }),
      description: propertyDescription(random, {
        ...text,
        nearby: nearbyLocality(random, city, locality[0]),
        depositMonths,
      }),
      propertyType: type,
      transactionType: transaction,
      price,
      deposit: depositMonths === null ? null : roundRentDeposit(price, depositMonths),
      priceNegotiable: random.chance(0.4),
      areaValue,
      areaUnit,
      areaSqft,
      bedrooms,
      bathrooms,
      balconies,
      furnishing,
      floor,
      totalFloors,
      facing,
      ...possession,
      amenities,
      details,
      state: city.state,
      city: city.name,
      locality: locality[0],
      subLocality: random.chance(0.12) ? random.pick(['Phase 1', 'Phase 2', 'Block A', 'Block B', 'Extension']) : null,
      society,
      latitude,
      longitude,
      locationPrecision: defaultLocationPrecision(sellerType),
      ...lifecycleFor(random, transaction, reference, planned !== undefined),
      photos: pickPropertyPhotos(random, type),
    };
  });
}

const roundRentDeposit = (rent: number, months: number) => Math.round((rent * months) / 1000) * 1000 || rent * months;
