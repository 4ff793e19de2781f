/**
 * Which locality a review is about. A locality is known when the landing feature would serve its page
 * (/in/<city>/<locality>: a locality of the city's public listings, names resolved as landing resolves
 * them), or when it already has reviews (a locality whose listings all went keeps its residents' words).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { landingPath, slugOf } from '../../../shared/landing/landing-paths';
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import { placeKeyOf, REVIEW_MESSAGES } from '../../../shared/reviews/review-labels';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { citySpellings, localityCounts } from '../landing/landing.queries';
import { properties } from '../listings/listings.schema';
import { publicListing } from '../listings/public-visibility';
import { localityReviews } from './reviews.schema';

export interface Place {
  placeKey: string;
  city: string;
  state: string;
  locality: string;
  /** The locality page's address. */
  path: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const mode = (column: AnyPgColumn) => sql<string>`mode() within group (order by ${column})`;

/** The place from the names its reviews were written with, if any were. */
async function reviewedPlace(db: Database, placeKey: string): Promise<Place | undefined> {
  const [row] = await db
    .select({ city: localityReviews.city, state: localityReviews.state, locality: localityReviews.locality })
    .from(localityReviews)
    .where(eq(localityReviews.placeKey, placeKey))
    .orderBy(desc(localityReviews.createdAt))
    .limit(1);
  return row && { placeKey, ...row, path: landingPath({ city: row.city, locality: row.locality }) };
}

/** The locality of `/in/<citySlug>/<localitySlug>`, or undefined when the site knows no such place. */
export async function findPlace(db: Database, citySlug: string, localitySlug: string): Promise<Place | undefined> {
  if (!SLUG.test(citySlug) || !SLUG.test(localitySlug) || citySlug.length + localitySlug.length > 190) return undefined;
  const placeKey = placeKeyOf(citySlug, localitySlug);
  const names = await citySpellings(db, citySlug);
  const locality =
    names.length > 0 ? (await localityCounts(db, names)).find((entry) => entry.slug === localitySlug) : undefined;
  if (!locality) return reviewedPlace(db, placeKey);
  const [row] = await db
    .select({ city: mode(properties.city), state: mode(properties.state) })
    .from(properties)
    .where(
      and(
        publicListing,
        inArray(sql`lower(${properties.city})`, names),
        inArray(sql`lower(${properties.locality})`, locality.names),
      ),
    );
  if (!row?.city) return reviewedPlace(db, placeKey);
  // The key is the page's own address, so a later change of the usual spelling keeps the same reviews.
  const city = slugOf(row.city) === citySlug ? row.city : citySlug;
  return {
    placeKey,
    city,
    state: row.state,
    locality: locality.name,
    path: landingPath({ city, locality: locality.name }),
  };
}

/** True for a city the landing pages serve: one the listings name, or one of the product's own cities. */
export async function isKnownCity(db: Database, citySlug: string): Promise<boolean> {
  if (CITY_CHOICES.some((entry) => slugOf(entry.city) === citySlug)) return true;
  return (await citySpellings(db, citySlug)).length > 0;
}

/** `findPlace`, or the 404 the person reads. */
export async function placeOrFail(db: Database, citySlug: string, localitySlug: string): Promise<Place> {
  const place = await findPlace(db, citySlug, localitySlug);
  if (!place) throw new ApiFailure(404, REVIEW_MESSAGES.unknownLocality);
  return place;
}
