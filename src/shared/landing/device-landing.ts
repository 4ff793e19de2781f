/**
 * A landing page answered on the device from a saved city's listings (and those browsed there): the
 * server's page (landing.queries.ts) with its figures counted over what was saved, assembled by the same
 * code (landing-assembly.ts). Undefined for a locality the saved listings do not have.
 */
import type { ListingCard } from '../listings/listing-types';
import { listingOrder, type SearchableListing } from '../listings/search-predicates';
import { SEARCH_PAGE_SIZE } from '../listings/vocabulary';
import { toCard } from '../offline/device-search';
import { assembleLandingPage, foldLocalities, type LandingSubject, type TypeCount } from './landing-assembly';
import type { LandingPage } from './landing-contract';
import type { LandingAddress } from './landing-paths';

/** The most frequent value, ties going to the first in sort order (PostgreSQL's `mode()`). */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))[0]?.[0] ?? '';
}

/** The rounded median (`percentile_cont(0.5)`), or null without values. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const low = sorted[Math.floor(middle)] as number;
  const high = sorted[Math.ceil(middle)] as number;
  return Math.round((low + high) / 2);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

export function deviceLandingPage(
  address: LandingAddress,
  listings: readonly SearchableListing[],
  place: { city: string; state: string },
): LandingPage | undefined {
  const { city, state } = place;
  const types: TypeCount[] = [...groupBy(listings, (l) => `${l.propertyType}\n${l.transactionType}`).values()].map(
    (group) => {
      const first = group[0] as ListingCard;
      return {
        propertyType: first.propertyType,
        transactionType: first.transactionType,
        listings: group.length,
        city,
        state,
      };
    },
  );
  const localities = foldLocalities(
    [...groupBy(listings, (l) => l.location.locality.toLowerCase())].map(([lower, group]) => ({
      lower,
      name: mostCommon(group.map((l) => l.location.locality)),
      listings: group.length,
    })),
  );

  let subject: LandingSubject;
  let onPage: (listing: SearchableListing) => boolean;
  if (address.kind === 'locality') {
    const locality = localities.find((entry) => entry.slug === address.localitySlug);
    if (!locality) return undefined;
    subject = { propertyType: null, transactionType: null, locality: locality.name };
    onPage = (l) => locality.names.includes(l.location.locality.toLowerCase());
  } else if (address.kind === 'type') {
    const { propertyType, transactionType } = address;
    subject = { propertyType, transactionType, locality: null };
    onPage = (l) => l.propertyType === propertyType && l.transactionType === transactionType;
  } else {
    // A city's page is its listings for sale, as on the server.
    subject = { propertyType: null, transactionType: 'Buy', locality: null };
    onPage = (l) => l.transactionType === 'Buy';
  }
  const matches = listings.filter(onPage).sort(listingOrder('newest'));
  return assembleLandingPage({
    address,
    city,
    state,
    subject,
    stats: {
      total: matches.length,
      pricePerSqft: median(
        matches.flatMap((l) => (l.transactionType === 'Buy' && l.pricePerSqft !== null ? [l.pricePerSqft] : [])),
      ),
      rent: median(matches.flatMap((l) => (l.transactionType === 'Rent' ? [l.price] : []))),
    },
    listings: matches.slice(0, SEARCH_PAGE_SIZE).map(toCard),
    localities,
    types,
  });
}
