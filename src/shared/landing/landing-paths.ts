/**
 * The landing pages' addresses: clean, lowercase, one scheme for every city.
 *
 *   /in/bhopal                    every listing in a city
 *   /in/bhopal/flats-for-sale     a city x a property type x buy (for-sale) or rent (for-rent)
 *   /in/bhopal/arera-colony       a locality within a city
 *
 * Slugs are the names lowercased with every run of other characters as one '-'. Which city or locality
 * a slug names is the server's to resolve (its listings know the names); a type-and-deal slug is read here.
 */
import { apiPath } from '../endpoints/api-path';
import type { SearchFilters } from '../listings/search-href';
import { PROPERTY_TYPES, type PropertyType, type TransactionType } from '../listings/vocabulary';
import { LANDING_ROOT, slugOf } from './landing-slug';

export { cityLandingPath, LANDING_ROOT, slugOf } from './landing-slug';

/** The plural each property type reads as in a landing page's address and heading. */
export const TYPE_SLUGS: Readonly<Record<PropertyType, string>> = {
  'Flat/Apartment': 'flats',
  'Independent House/Villa': 'houses',
  'Builder Floor': 'builder-floors',
  Plot: 'plots',
  Land: 'land',
  'Office Space': 'offices',
  'Retail Space/Shop': 'shops',
  Warehouse: 'warehouses',
};

export const DEAL_SLUGS: Readonly<Record<TransactionType, string>> = { Buy: 'for-sale', Rent: 'for-rent' };

export interface LandingTarget {
  city: string;
  propertyType?: PropertyType | undefined;
  transactionType?: TransactionType | undefined;
  locality?: string | undefined;
}

/** The landing page of a city, a city's type and deal, or a locality. */
export function landingPath({ city, propertyType, transactionType, locality }: LandingTarget): string {
  const base = `${LANDING_ROOT}/${slugOf(city)}`;
  if (locality) return `${base}/${slugOf(locality)}`;
  if (propertyType) return `${base}/${TYPE_SLUGS[propertyType]}-${DEAL_SLUGS[transactionType ?? 'Buy']}`;
  return base;
}

/** A landing address read back: the city's slug, and a type and deal or a locality's slug. */
export type LandingAddress =
  | { kind: 'city'; citySlug: string }
  | { kind: 'type'; citySlug: string; propertyType: PropertyType; transactionType: TransactionType }
  | { kind: 'locality'; citySlug: string; localitySlug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads `/in/<city>[/<type>-for-sale|<type>-for-rent|<locality>]`; undefined for any other path. */
export function parseLandingPath(pathname: string): LandingAddress | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  if (parts[0] !== '' || `/${parts[1]}` !== LANDING_ROOT || parts.length < 3 || parts.length > 4) return undefined;
  const citySlug = parts[2] ?? '';
  if (!SLUG.test(citySlug)) return undefined;
  const rest = parts[3];
  if (rest === undefined) return { kind: 'city', citySlug };
  if (!SLUG.test(rest)) return undefined;
  for (const propertyType of PROPERTY_TYPES) {
    for (const [transactionType, deal] of Object.entries(DEAL_SLUGS) as [TransactionType, string][]) {
      if (rest === `${TYPE_SLUGS[propertyType]}-${deal}`)
        return { kind: 'type', citySlug, propertyType, transactionType };
    }
  }
  return { kind: 'locality', citySlug, localitySlug: rest };
}

/**
 * The landing page a results page stands for, when it shows exactly one: a city alone, a city with a
 * type (and buy or rent), or a city's locality, on its first page with no other filter. Undefined for
 * every other search (its results page is then kept out of search engines' indexes).
 */
export function landingPathForSearch(filters: SearchFilters): string | undefined {
  // The state is the city's own: a link that names both is still the city's page.
  const { city, propertyType, transactionType, locality, page, sort, state: _state, ...others } = filters;
  if (!city || (page !== undefined && page > 1) || (sort !== undefined && sort !== 'relevance')) return undefined;
  const extra = Object.values(others).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '' && value !== false,
  );
  if (extra) return undefined;
  // A group of types ('Land/Plot') has no landing page of its own.
  if (propertyType && !(PROPERTY_TYPES as readonly string[]).includes(propertyType)) return undefined;
  if (locality) return propertyType || transactionType ? undefined : landingPath({ city, locality });
  if (!propertyType && transactionType && transactionType !== 'Buy') return undefined;
  return landingPath({ city, propertyType: propertyType as PropertyType | undefined, transactionType });
}

/** Where a landing page reads its data: `/in/bhopal/flats-for-sale` from `/api/landing/bhopal/flats-for-sale`. */
export function landingApiPath(address: LandingAddress): string {
  const city = address.citySlug;
  if (address.kind === 'city') return apiPath('GET /api/landing/:city', { city });
  const topic =
    address.kind === 'locality'
      ? address.localitySlug
      : `${TYPE_SLUGS[address.propertyType]}-${DEAL_SLUGS[address.transactionType]}`;
  return apiPath('GET /api/landing/:city/:topic', { city, topic });
}
