/**
 * The columns a listing card needs (and only those), with the seller's verified flag and the cover photo,
 * plus the mapping from a row to the API's `ListingCard`.
 */
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { AreaUnit } from '../../../shared/listings/area-units';
import type { ListingCard } from '../../../shared/listings/listing-types';
import type { Database } from '../../db/client';
import { sellers } from '../sellers/sellers.schema';
import { properties, propertyPhotos } from './listings.schema';

export const cardColumns = {
  id: properties.id,
  title: properties.title,
  propertyType: properties.propertyType,
  transactionType: properties.transactionType,
  price: properties.price,
  deposit: properties.deposit,
  areaValue: properties.areaValue,
  areaUnit: properties.areaUnit,
  areaSqft: properties.areaSqft,
  pricePerSqft: properties.pricePerSqft,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  furnishing: properties.furnishing,
  possession: properties.possession,
  city: properties.city,
  state: properties.state,
  locality: properties.locality,
  postedBy: properties.postedBy,
  verified: sql<boolean>`coalesce(${sellers.verified}, false)`,
  featured: sql<boolean>`coalesce(${properties.featuredUntil} > now(), false)`,
  coverPhoto: propertyPhotos.mediaHash,
  publishedAt: properties.publishedAt,
  confirmedAt: properties.confirmedAt,
};

/**
 * Descending, written to match the ordered indexes exactly: Drizzle's `.desc()` indexes keep nulls last,
 * and a plain DESC would put nulls first and make the planner sort every match instead of reading the
 * index in order.
 */
const descNullsLast = (...columns: AnyColumn[]) => columns.map((column) => sql`${column} desc nulls last`);

/** Newest first (properties_active_newest_id_idx). */
export const NEWEST_FIRST = descNullsLast(properties.publishedAt, properties.id);

/** The featured strip's order: the latest expiry first (properties_active_featured_id_idx). */
export const FEATURED_FIRST = descNullsLast(properties.featuredUntil, properties.id);

/** `select <card columns> from properties` joined to the seller and the cover photo. */
export const selectCards = (db: Database) =>
  db
    .select(cardColumns)
    .from(properties)
    .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
    .leftJoin(propertyPhotos, and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.position, 0)));

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toListingCard = (row: CardRow): ListingCard => ({
  id: Number(row.id),
  title: row.title,
  propertyType: row.propertyType,
  transactionType: row.transactionType,
  price: Number(row.price),
  deposit: row.deposit === null ? null : Number(row.deposit),
  area: { value: Number(row.areaValue), unit: row.areaUnit as AreaUnit, sqft: Number(row.areaSqft) },
  pricePerSqft: row.pricePerSqft,
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms,
  furnishing: row.furnishing,
  possession: row.possession,
  location: { city: row.city, state: row.state, locality: row.locality },
  postedBy: row.postedBy,
  verified: Boolean(row.verified),
  featured: Boolean(row.featured),
  coverPhoto: row.coverPhoto,
  publishedAt: iso(row.publishedAt),
  confirmedAt: new Date(row.confirmedAt).toISOString(),
});
