/**
 * Properties side by side (compare-contract.ts): the public facts of up to four listings in one read, and
 * their localities' resident ratings in one more. A listing that is not public is reported as missing,
 * so a shared link outlives a flat that was sold.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CompareListing, CompareLocalityRating } from '../../../shared/compare/compare-constants';
import { landingPath, slugOf } from '../../../shared/landing/landing-paths';
import { placeKeyOf } from '../../../shared/reviews/review-labels';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { localityReviews as r } from '../reviews/reviews.schema';
import { sellers } from '../sellers/sellers.schema';
import { cardColumns, toListingCard } from './listing-card.query';
import { properties, propertyPhotos } from './listings.schema';
import { publicListing } from './public-visibility';

const placeKey = (city: string, locality: string) => placeKeyOf(slugOf(city), slugOf(locality));

/** The shown reviews' average and count per place (published, by an active account, as the locality page counts). */
async function ratingsOf(db: Database, keys: string[]): Promise<Map<string, { overall: number; count: number }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      placeKey: r.placeKey,
      count: sql<number>`count(*)::int`.mapWith(Number),
      overall: sql<string>`avg(${r.overall})`,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.authorId))
    .where(and(inArray(r.placeKey, keys), eq(r.status, 'published'), eq(users.status, 'active')) as SQL)
    .groupBy(r.placeKey);
  return new Map(
    rows.map((row) => [row.placeKey, { overall: Math.round(Number(row.overall) * 10) / 10, count: row.count }]),
  );
}

export interface Comparison {
  data: CompareListing[];
  missing: number[];
}

/** The public listings among `ids`, in that order, and the ids that are not (or no longer) public. */
export async function compareProperties(db: Database, ids: readonly number[]): Promise<Comparison> {
  const rows = await db
    .select({
      ...cardColumns,
      floor: properties.floor,
      totalFloors: properties.totalFloors,
      possessionDate: properties.possessionDate,
      ageYears: properties.ageYears,
      amenities: properties.amenities,
    })
    .from(properties)
    .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
    .leftJoin(propertyPhotos, and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.position, 0)))
    .where(and(inArray(properties.id, [...ids]), publicListing));
  const ratings = await ratingsOf(db, [...new Set(rows.map((row) => placeKey(row.city, row.locality)))]);
  const byId = new Map(
    rows.map((row) => {
      const card = toListingCard(row);
      const rating = ratings.get(placeKey(row.city, row.locality));
      const localityRating: CompareLocalityRating | null = rating
        ? { ...rating, path: landingPath({ city: row.city, locality: row.locality }) }
        : null;
      const listing: CompareListing = {
        id: card.id,
        title: card.title,
        propertyType: card.propertyType,
        transactionType: card.transactionType,
        price: card.price,
        deposit: card.deposit,
        pricePerSqft: card.pricePerSqft,
        area: card.area,
        bedrooms: card.bedrooms,
        bathrooms: card.bathrooms,
        floor: row.floor,
        totalFloors: row.totalFloors,
        furnishing: card.furnishing,
        possession: card.possession,
        possessionDate: row.possessionDate,
        ageYears: row.ageYears,
        amenities: row.amenities,
        location: card.location,
        coverPhoto: card.coverPhoto,
        localityRating,
      };
      return [card.id, listing] as const;
    }),
  );
  const data = ids.flatMap((id) => byId.get(id) ?? []);
  return { data, missing: ids.filter((id) => !byId.has(id)) };
}
