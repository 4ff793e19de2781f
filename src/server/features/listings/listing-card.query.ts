/**
 * The columns a listing card needs (and only those), with the seller's verified flag and the cover photo,
 * plus the mapping from a row to the API's `ListingCard`. The fields that are a column of the same name
 * come from LISTING_CARD_SOURCES (shared/listings/listing-types.ts): a new one needs nothing here.
 */
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import type { AreaUnit } from '../../../shared/listings/area-units';
import {
  LISTING_CARD_FIELDS,
  LISTING_COLUMN_FIELDS,
  type ListingCard,
  type ListingColumnField,
} from '../../../shared/listings/listing-types';
import type { Database } from '../../db/client';
import { sellers } from '../sellers/sellers.schema';
import { properties, propertyPhotos } from './listings.schema';

/** The card fields that are columns of the same name (LISTING_CARD_SOURCES), selected as they are. */
const sameNameColumns = Object.fromEntries(LISTING_COLUMN_FIELDS.map((field) => [field, properties[field]])) as {
  [F in ListingColumnField]: (typeof properties)[F];
};

export const cardColumns = {
  ...sameNameColumns,
  id: properties.id,
  price: properties.price,
  deposit: properties.deposit,
  areaValue: properties.areaValue,
  areaUnit: properties.areaUnit,
  areaSqft: properties.areaSqft,
  city: properties.city,
  state: properties.state,
  locality: properties.locality,
  verified: sql<boolean>`coalesce(${sellers.verified}, false)`,
  featured: sql<boolean>`coalesce(${properties.featuredUntil} > now(), false)`,
  coverPhoto: propertyPhotos.mediaHash,
  publishedAt: properties.publishedAt,
  confirmedAt: properties.confirmedAt,
  mapLatitude: properties.mapLatitude,
  mapLongitude: properties.mapLongitude,
  locationPrecision: properties.locationPrecision,
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

type BuiltField = Exclude<keyof ListingCard, ListingColumnField>;

const builtFields = (row: CardRow): Pick<ListingCard, BuiltField> => ({
  id: Number(row.id),
  price: Number(row.price),
  deposit: row.deposit === null ? null : Number(row.deposit),
  area: { value: Number(row.areaValue), unit: row.areaUnit as AreaUnit, sqft: Number(row.areaSqft) },
  location: { city: row.city, state: row.state, locality: row.locality },
  verified: Boolean(row.verified),
  featured: Boolean(row.featured),
  coverPhoto: row.coverPhoto,
  publishedAt: iso(row.publishedAt),
  confirmedAt: new Date(row.confirmedAt).toISOString(),
  mapPoint:
    row.mapLatitude === null || row.mapLongitude === null
      ? null
      : {
          latitude: row.mapLatitude,
          longitude: row.mapLongitude,
          approximate: row.locationPrecision === 'approximate',
        },
});

export const toListingCard = (row: CardRow): ListingCard => {
  const sameName = Object.fromEntries(LISTING_COLUMN_FIELDS.map((field) => [field, row[field]])) as {
    [F in ListingColumnField]: CardRow[F];
  };
  // Typed field by field: a column whose stored type is not the card's fails to compile here.
  const card: ListingCard = { ...sameName, ...builtFields(row) };
  // In the card's order, so an answer's JSON does not depend on how each field is filled.
  return Object.fromEntries(LISTING_CARD_FIELDS.map((field) => [field, card[field]])) as unknown as ListingCard;
};
