/** Reads of the public marketplace: featured, by city, property detail, similar properties. */
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import {
  DETAIL_COLUMN_FIELDS,
  type DetailColumnField,
  type ListingCard,
  PROPERTY_DETAIL_FIELDS,
  type PropertyDetail,
} from '../../../shared/listings/listing-types';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Viewer } from '../../lib/auth';
import { users } from '../accounts/accounts.schema';
import { largestWidth } from '../media/largest-width';
import { media } from '../media/media.schema';
import { projects } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';
import { cardColumns, FEATURED_FIRST, NEWEST_FIRST, selectCards, toListingCard } from './listing-card.query';
import { properties, propertyPhotos } from './listings.schema';
import { publicListing as active } from './public-visibility';

export async function featuredProperties(
  db: Database,
  city: string | undefined,
  limit: number,
): Promise<ListingCard[]> {
  const rows = await selectCards(db)
    .where(
      and(
        active,
        gt(properties.featuredUntil, sql`now()`),
        city ? sql`lower(${properties.city}) = lower(${city})` : undefined,
      ),
    )
    .orderBy(...FEATURED_FIRST)
    .limit(limit);
  return rows.map(toListingCard);
}

export async function propertiesInCity(db: Database, city: string, limit: number): Promise<ListingCard[]> {
  const rows = await selectCards(db)
    .where(and(active, sql`lower(${properties.city}) = lower(${city})`))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map(toListingCard);
}

/**
 * Active cities with listings, for reading city names out of free text. A loose index scan: one probe
 * of properties_active_city_idx per city (the next city after the last one found), instead of grouping
 * every public listing (a million rows took a second).
 */
export async function listedCities(db: Database): Promise<string[]> {
  const result = await db.execute(sql`with recursive listed(city) as (
      (select ${properties.city} from ${properties} where ${active} order by ${properties.city} limit 1)
      union all
      select (select ${properties.city} from ${properties} where ${active} and ${properties.city} > listed.city
        order by ${properties.city} limit 1)
      from listed where listed.city is not null
    )
    select city from listed where city is not null`);
  return rowsOf<{ city: string }>(result).map((row) => row.city);
}

/**
 * The localities with public listings (each spelling once), for the search's locality and free-text
 * conditions: the same loose index scan, over properties_active_locality_idx.
 */
export async function listedLocalities(db: Database): Promise<string[]> {
  const key = sql`(lower(${properties.locality}), ${properties.locality})`;
  const result = await db.execute(sql`with recursive listed(l, locality) as (
      (select lower(${properties.locality}), ${properties.locality} from ${properties} where ${active}
        order by lower(${properties.locality}), ${properties.locality} limit 1)
      union all
      select next.l, next.locality from listed, lateral (
        select lower(${properties.locality}) as l, ${properties.locality} as locality from ${properties}
        where ${active} and ${key} > (listed.l, listed.locality)
        order by lower(${properties.locality}), ${properties.locality} limit 1) as next
    )
    select locality from listed`);
  return rowsOf<{ locality: string }>(result).map((row) => row.locality);
}

const canSee = (status: string, sellerId: number, viewer: Viewer | undefined) =>
  status === 'active' ||
  (viewer !== undefined && (viewer.role === 'admin' || (viewer.userId === sellerId && status !== 'deleted')));

export async function propertyDetail(db: Database, id: number, viewer?: Viewer): Promise<PropertyDetail | undefined> {
  // One read of the listing (its card columns, seller and project) and its photos, side by side.
  const [[rest], photos] = await Promise.all([
    db
      .select({
        ...cardColumns,
        property: properties,
        firstName: users.firstName,
        lastName: users.lastName,
        userStatus: users.status,
        seller: sellers,
        projectName: projects.name,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
      .leftJoin(propertyPhotos, and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.position, 0)))
      .leftJoin(projects, eq(projects.id, properties.projectId))
      .where(eq(properties.id, id)),
    db
      .select({ hash: propertyPhotos.mediaHash, variants: media.variants })
      .from(propertyPhotos)
      .leftJoin(media, eq(media.hash, propertyPhotos.mediaHash))
      .where(eq(propertyPhotos.propertyId, id))
      .orderBy(asc(propertyPhotos.position)),
  ]);
  if (rest?.userStatus !== 'active' || !canSee(rest.property.status, rest.property.sellerId, viewer)) return undefined;
  const p = rest.property;
  const sameName = Object.fromEntries(DETAIL_COLUMN_FIELDS.map((field) => [field, p[field]])) as {
    [F in DetailColumnField]: (typeof p)[F];
  };
  // Typed field by field, as the card is (listing-card.query.ts).
  const detail: PropertyDetail = {
    ...toListingCard(rest),
    ...sameName,
    carpetArea: p.carpetAreaValue,
    details: p.details as Record<string, string | number | boolean>,
    // The public point, as on the card: an approximate listing's exact one never leaves the server.
    coordinates:
      p.mapLatitude !== null && p.mapLongitude !== null ? { latitude: p.mapLatitude, longitude: p.mapLongitude } : null,
    photos: photos.map((photo) => photo.hash),
    photoWidths: photos.map((photo) => largestWidth(photo.variants)),
    seller: {
      id: p.sellerId,
      name: rest.seller?.companyName ?? `${rest.firstName} ${rest.lastName}`,
      sellerType: rest.seller?.sellerType ?? 'Individual',
      companyName: rest.seller?.companyName ?? null,
      verified: rest.seller?.verified ?? false,
      verifiedAt: rest.seller?.verified ? (rest.seller.verifiedAt?.toISOString() ?? null) : null,
      photo: rest.seller?.photoHash ?? null,
      phoneNumber: null,
    },
    project: p.projectId !== null && rest.projectName ? { id: p.projectId, name: rest.projectName } : null,
  };
  // In the detail's order, so an answer's JSON does not depend on how each field is filled.
  return Object.fromEntries(PROPERTY_DETAIL_FIELDS.map((field) => [field, detail[field]])) as unknown as PropertyDetail;
}

/**
 * Active listings of the same type and transaction in the same city, nearest in price (within ±30%).
 * `inCity` hears the city they come from (what the answer shows, for the public cache).
 */
export async function similarProperties(
  db: Database,
  id: number,
  limit: number,
  inCity?: (city: string) => void,
): Promise<ListingCard[] | undefined> {
  const [base] = await db
    .select({
      city: properties.city,
      type: properties.propertyType,
      tx: properties.transactionType,
      price: properties.price,
    })
    .from(properties)
    .where(and(eq(properties.id, id), active));
  if (!base) return undefined;
  inCity?.(base.city);
  const rows = await selectCards(db)
    .where(
      and(
        active,
        ne(properties.id, id),
        sql`lower(${properties.city}) = lower(${base.city})`,
        eq(properties.propertyType, base.type),
        eq(properties.transactionType, base.tx),
        sql`${properties.price} between ${Math.floor(base.price * 0.7)} and ${Math.ceil(base.price * 1.3)}`,
      ),
    )
    .orderBy(sql`abs(${properties.price} - ${base.price})`, desc(properties.id))
    .limit(limit);
  return rows.map(toListingCard);
}
