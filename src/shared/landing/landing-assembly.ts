/**
 * A landing page's answer from its parts: the page's subject, the figures of its listings and the city's,
 * and its first cards. The server assembles it from the database (features/landing/landing.queries.ts),
 * the service worker from the listings saved on the device (device-landing.ts), so both read alike.
 */
import type { ListingCard } from '../listings/listing-types';
import { searchResultsUrl } from '../listings/search-href';
import { PROPERTY_TYPES, type PropertyType, type TransactionType } from '../listings/vocabulary';
import { PATHS } from '../routes';
import {
  DEAL_WORDS,
  LANDING_MAX_LOCALITIES,
  LANDING_MIN_LOCALITY_LISTINGS,
  type LandingLink,
  type LandingPage,
  landingDescription,
  landingHeading,
  landingLabel,
  TYPE_PLURALS,
} from './landing-contract';
import { type LandingAddress, landingPath, slugOf } from './landing-paths';

export interface TypeCount {
  propertyType: PropertyType;
  transactionType: TransactionType;
  listings: number;
  city: string;
  state: string;
}

export interface LocalityCount {
  slug: string;
  name: string;
  /** Its spellings, lowercased. */
  names: string[];
  listings: number;
}

export interface PageStats {
  total: number;
  /** Median price per sq.ft of the listings for sale among them. */
  pricePerSqft: number | null;
  /** Median rent of the listings for rent among them. */
  rent: number | null;
}

/** Localities counted by lowercased spelling, folded into one per slug, the busiest first, then by name. */
export function foldLocalities(rows: readonly { lower: string; name: string; listings: number }[]): LocalityCount[] {
  const bySlug = new Map<string, LocalityCount & { top: number }>();
  for (const row of rows) {
    const slug = slugOf(row.name);
    if (!slug) continue;
    const found = bySlug.get(slug);
    if (!found) {
      bySlug.set(slug, { slug, name: row.name, names: [row.lower], listings: row.listings, top: row.listings });
      continue;
    }
    found.names.push(row.lower);
    found.listings += row.listings;
    // The page is named by its most used spelling.
    if (row.listings > found.top) Object.assign(found, { name: row.name, top: row.listings });
  }
  return [...bySlug.values()]
    .map(({ top: _top, ...locality }) => locality)
    .sort((a, b) => b.listings - a.listings || a.name.localeCompare(b.name));
}

/** What a page is about: a city's listings for sale, a type and deal, or a locality (as its listings spell it). */
export interface LandingSubject {
  propertyType: PropertyType | null;
  transactionType: TransactionType | null;
  locality: string | null;
}

export interface LandingParts {
  address: LandingAddress;
  city: string;
  state: string;
  subject: LandingSubject;
  /** The page's own listings' total and medians. */
  stats: PageStats;
  /** Its first page of cards, newest first. */
  listings: ListingCard[];
  /** The city's localities and its types and deals, with their listings. */
  localities: readonly LocalityCount[];
  types: readonly TypeCount[];
}

export function assembleLandingPage({
  address,
  city,
  state,
  subject,
  stats,
  listings,
  localities,
  types,
}: LandingParts): LandingPage {
  const rent = subject.transactionType === 'Rent';
  const total = stats.total;
  const kind = address.kind;
  const page = { kind, city, ...subject };
  const path = landingPath({
    city,
    propertyType: subject.propertyType ?? undefined,
    transactionType: subject.transactionType ?? undefined,
    locality: subject.locality ?? undefined,
  });
  const cityPath = landingPath({ city });
  const heading = landingHeading(page);

  const localityLinks: LandingLink[] = localities
    // A locality's page links the others, not itself.
    .filter((entry) => !(address.kind === 'locality' && entry.slug === address.localitySlug))
    .slice(0, LANDING_MAX_LOCALITIES)
    .map((entry) => ({
      label: entry.name,
      path: landingPath({ city, locality: entry.name }),
      listings: entry.listings,
    }));
  const nearby: LandingLink[] = types
    .filter(
      (entry) =>
        entry.listings > 0 &&
        !(
          kind === 'type' &&
          entry.propertyType === subject.propertyType &&
          entry.transactionType === subject.transactionType
        ),
    )
    .sort(
      (a, b) =>
        b.listings - a.listings ||
        PROPERTY_TYPES.indexOf(a.propertyType) - PROPERTY_TYPES.indexOf(b.propertyType) ||
        a.transactionType.localeCompare(b.transactionType),
    )
    .map((entry) => ({
      label: `${TYPE_PLURALS[entry.propertyType]} ${DEAL_WORDS[entry.transactionType]}`,
      path: landingPath({ city, propertyType: entry.propertyType, transactionType: entry.transactionType }),
      listings: entry.listings,
    }));

  const breadcrumbs = [
    { label: 'Home', path: PATHS.home },
    { label: city, path: cityPath },
    ...(kind === 'city' ? [] : [{ label: landingLabel(page), path }]),
  ];
  const medianPricePerSqft = rent ? null : stats.pricePerSqft;
  const medianRent = rent ? stats.rent : null;
  const cityHasListings = types.some((entry) => entry.listings > 0);
  const indexable =
    kind === 'locality' ? total >= LANDING_MIN_LOCALITY_LISTINGS : kind === 'city' ? cityHasListings : total > 0;

  const answer = {
    kind,
    path,
    city,
    state,
    ...subject,
    heading,
    title: heading,
    total,
    medianPricePerSqft,
    medianRent,
    listings,
    localities: localityLinks,
    nearby,
    breadcrumbs,
    searchPath: searchResultsUrl({
      city,
      propertyType: subject.propertyType ?? undefined,
      transactionType: subject.transactionType ?? undefined,
      locality: subject.locality ?? undefined,
    }),
    indexable,
  };
  return { ...answer, description: landingDescription(answer) };
}
