/**
 * Listings no longer available: a property or project that exists but is no longer public (sold, rented,
 * deleted, rejected, or its seller's account blocked or deleted) is answered 410 rather than 404, so
 * search engines drop its page for good, with a few active listings like it for the visitor to go on
 * with. One never published (waiting for its first review, or rejected at it) was never public: it stays
 * not found, so a made-up or probed id learns nothing of what its seller posted.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ListingCard } from '../../../shared/listings/listing-types';
import {
  COMMERCIAL_TYPES,
  type ProjectType,
  type PropertyType,
  RESIDENTIAL_TYPES,
} from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { projects } from '../projects/projects.schema';
import { NEWEST_FIRST, selectCards, toListingCard } from './listing-card.query';
import { properties } from './listings.schema';
import { publicListing } from './public-visibility';

/**
 * Not gone: never published (waiting for its first review, or rejected at it), back in review after an
 * edit (it may return), or public now.
 */
const isNotGone = (status: string, publishedAt: Date | null, ownerStatus: string) =>
  publishedAt === null || status === 'pending' || (status === 'active' && ownerStatus === 'active');

/** Listings offered instead of one no longer available. */
export const GONE_SIMILAR_LIMIT = 6;

/** Active listings in `city` of one of `types` (and `transactionType`), nearest `price` first when given. */
async function activeLike(
  db: Database,
  where: { city: string; types?: readonly PropertyType[]; transactionType?: string; price?: number; not?: number },
): Promise<ListingCard[]> {
  const rows = await selectCards(db)
    .where(
      and(
        publicListing,
        sql`lower(${properties.city}) = lower(${where.city})`,
        where.types ? inArray(properties.propertyType, [...where.types]) : undefined,
        where.transactionType ? eq(properties.transactionType, where.transactionType as 'Buy' | 'Rent') : undefined,
        where.not === undefined ? undefined : ne(properties.id, where.not),
      ),
    )
    .orderBy(
      ...(where.price === undefined ? NEWEST_FIRST : [sql`abs(${properties.price} - ${where.price})`, ...NEWEST_FIRST]),
    )
    .limit(GONE_SIMILAR_LIMIT);
  return rows.map(toListingCard);
}

/**
 * For a property the public may not see: the active listings offered instead (same city, type and deal,
 * nearest in price) when it was public once, or undefined when it is unknown or was never published.
 */
export async function goneProperty(db: Database, id: number): Promise<ListingCard[] | undefined> {
  const [row] = await db
    .select({
      status: properties.status,
      sellerStatus: users.status,
      city: properties.city,
      type: properties.propertyType,
      tx: properties.transactionType,
      price: properties.price,
      publishedAt: properties.publishedAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.sellerId))
    .where(eq(properties.id, id));
  if (!row || isNotGone(row.status, row.publishedAt, row.sellerStatus)) return undefined;
  return activeLike(db, { city: row.city, types: [row.type], transactionType: row.tx, price: row.price, not: id });
}

/** The property types a project's listings are of: homes for a residential one, offices and shops for a commercial one. */
const PROJECT_TYPES_OF: Record<ProjectType, readonly PropertyType[] | undefined> = {
  Residential: RESIDENTIAL_TYPES,
  Commercial: COMMERCIAL_TYPES,
  Mixed: undefined,
};

/** As `goneProperty`, for a project: active listings of its kind in its city, newest first. */
export async function goneProject(db: Database, id: number): Promise<ListingCard[] | undefined> {
  const [row] = await db
    .select({
      status: projects.status,
      builderStatus: users.status,
      city: projects.city,
      type: projects.projectType,
      publishedAt: projects.publishedAt,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.builderId))
    .where(eq(projects.id, id));
  if (!row || isNotGone(row.status, row.publishedAt, row.builderStatus)) return undefined;
  return activeLike(db, { city: row.city, types: PROJECT_TYPES_OF[row.type] });
}
