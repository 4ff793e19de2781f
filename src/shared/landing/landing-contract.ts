/**
 * The landing pages' API (GET /api/landing/<city>[/<topic>]) and their words: what one page of a city, a
 * city's type and deal, or a locality answers, and how its heading, title and description read. The
 * server writes the words into the answer with these functions, and the page and the tests read them.
 */
import { formatCount, formatPricePerSqft, formatRent } from '../listings/format';
import type { ListingCard } from '../listings/listing-types';
import type { PropertyType, TransactionType } from '../listings/vocabulary';
import { stateBesideCity } from '../location/place-label';
import type { LandingAddress } from './landing-paths';

/** Each property type as a heading says it, in the plural ('Flats for sale in Bhopal'). */
export const TYPE_PLURALS: Readonly<Record<PropertyType, string>> = {
  'Flat/Apartment': 'Flats',
  'Independent House/Villa': 'Houses',
  'Builder Floor': 'Builder floors',
  Plot: 'Plots',
  Land: 'Land',
  'Office Space': 'Offices',
  'Retail Space/Shop': 'Shops',
  Warehouse: 'Warehouses',
};

export const DEAL_WORDS: Readonly<Record<TransactionType, string>> = { Buy: 'for sale', Rent: 'for rent' };

/** A locality page is indexed (and in the sitemap) from this many listings: fewer make a thin page. */
export const LANDING_MIN_LOCALITY_LISTINGS = 3;

/** At most this many localities are linked from a page (the busiest first). */
export const LANDING_MAX_LOCALITIES = 60;

export type LandingKind = LandingAddress['kind'];

/** What a landing page is about, with the names as the listings spell them. */
export interface LandingSubject {
  kind: LandingKind;
  city: string;
  propertyType?: PropertyType | null | undefined;
  transactionType?: TransactionType | null | undefined;
  locality?: string | null | undefined;
}

/** 'Flats for sale' / 'Property for sale' / 'Arera Colony': the page's own step in its breadcrumbs. */
export function landingLabel(subject: LandingSubject): string {
  if (subject.kind === 'locality') return subject.locality ?? '';
  if (subject.kind === 'type' && subject.propertyType)
    return `${TYPE_PLURALS[subject.propertyType]} ${DEAL_WORDS[subject.transactionType ?? 'Buy']}`;
  return `Property ${DEAL_WORDS.Buy}`;
}

/** The h1 and the title: 'Flats for sale in Bhopal', 'Property for sale in Bhopal', 'Property in Arera Colony, Bhopal'. */
export function landingHeading(subject: LandingSubject): string {
  if (subject.kind === 'locality') return `Property in ${subject.locality}, ${subject.city}`;
  return `${landingLabel(subject)} in ${subject.city}`;
}

/** One link of a page's lists (its localities, the city's other types and deals), with its listings. */
export interface LandingLink {
  label: string;
  path: string;
  listings: number;
}

export interface LandingCrumb {
  label: string;
  path: string;
}

/** `GET /api/landing/...` → `{ success: true, data: LandingPage }`, or 404 `{ success: false, code, message }`. */
export interface LandingPage {
  kind: LandingKind;
  /** The page's own address (its canonical link). */
  path: string;
  city: string;
  state: string;
  propertyType: PropertyType | null;
  transactionType: TransactionType | null;
  locality: string | null;
  heading: string;
  title: string;
  description: string;
  /** Every listing the page stands for (its first page is `listings`). */
  total: number;
  /** Median price per sq.ft of the page's listings for sale (null on a rent page or without any). */
  medianPricePerSqft: number | null;
  /** Median monthly rent of a rent page's listings (null on every other page). */
  medianRent: number | null;
  /** The first page, as the search answers it for the same filters (newest first). */
  listings: ListingCard[];
  /** The city's localities with their listings, the busiest first. */
  localities: LandingLink[];
  /** The city's other type-and-deal pages that have listings. */
  nearby: LandingLink[];
  /** Home > city > this page. */
  breadcrumbs: LandingCrumb[];
  /** The same listings on the results page, with every filter (the search-results link, docs/routes.md). */
  searchPath: string;
  /** False for a page too thin for search engines (no listings; a locality with very few). */
  indexable: boolean;
}

export interface LandingResponse {
  success: true;
  data: LandingPage;
}

/** The page's description: how many, where, the price figure, and a few localities. */
export function landingDescription(
  page: Pick<
    LandingPage,
    'heading' | 'state' | 'total' | 'medianPricePerSqft' | 'medianRent' | 'localities' | 'kind' | 'city'
  >,
): string {
  const parts = [
    `${formatCount(page.total)} ${page.total === 1 ? 'listing' : 'listings'}: ${page.heading}, ${stateBesideCity(page.city, page.state)}.`,
  ];
  if (page.medianRent !== null) parts.push(`Median rent ${formatRent(page.medianRent)}.`);
  else if (page.medianPricePerSqft !== null) parts.push(`Median price ${formatPricePerSqft(page.medianPricePerSqft)}.`);
  const places = page.kind === 'locality' ? [] : page.localities.slice(0, 4).map((link) => link.label);
  if (places.length > 0) parts.push(`Localities: ${places.join(', ')}.`);
  parts.push('Photos, prices and details from owners, agents and builders.');
  return parts.join(' ');
}

/** The page's words that are not a listing's own. */
export const LANDING_LABELS = {
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  listings: (count: number) => `${formatCount(count)} ${count === 1 ? 'listing' : 'listings'}`,
  medianPricePerSqft: 'Median price per sq.ft',
  medianRent: 'Median rent',
  seeAll: (count: number) => `See all ${formatCount(count)} with filters`,
  refine: 'Refine with filters',
  listingsHeading: 'Latest listings',
  localitiesIn: (city: string) => `Localities in ${city}`,
  moreIn: (city: string) => `More property in ${city}`,
  empty: 'No listings here right now. Try the other pages of this city below.',
  loadFailed: 'These listings could not be loaded. Check your connection and try again.',
} as const;

/** The 404 of an address naming no city, locality or type and deal we have. */
export const LANDING_NOT_FOUND_MESSAGE = 'No listings found for this place';
