/**
 * The seller's listings page: their listings (never the deleted ones) with filters and pages, newest
 * first, each with its views and enquiries received (new and total). The enquiry counts are one grouped
 * read of the seller's inbox index, joined to the page; the page's photos are one more read.
 */
import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SellerListingPage } from '../../../shared/sellers/seller-constants';
import type { SellerListingsQuery } from '../../../shared/sellers/seller-listing-contract';
import type { Database } from '../../db/client';
import { enquiries } from '../enquiries/enquiries.schema';
import { LAPSE_FIRST, needsConfirmation } from '../listings/freshness-conditions';
import { properties } from '../listings/listings.schema';
import { photosOfListings } from './seller-listing-photos';
import { toSellerListing } from './seller-listing-row';

/** `now` decides which listings are due for confirmation (`due=yes`: soonest lapse first). */
export async function sellerListings(
  db: Database,
  sellerId: number,
  query: SellerListingsQuery,
  now: Date,
): Promise<Omit<SellerListingPage, 'success'>> {
  const filters: (SQL | undefined)[] = [
    eq(properties.sellerId, sellerId),
    sql`${properties.status} <> 'deleted'`,
    query.status ? eq(properties.status, query.status) : undefined,
    query.type ? eq(properties.propertyType, query.type) : undefined,
    query.transaction ? eq(properties.transactionType, query.transaction) : undefined,
    query.due ? needsConfirmation(now) : undefined,
  ];
  const where = and(...filters);
  const received = db
    .select({
      propertyId: enquiries.propertyId,
      total: sql<number>`count(*)::int`.as('total'),
      fresh: sql<number>`(count(*) filter (where ${enquiries.status} = 'new'))::int`.as('fresh'),
    })
    .from(enquiries)
    .where(and(eq(enquiries.sellerId, sellerId), sql`${enquiries.propertyId} is not null`))
    .groupBy(enquiries.propertyId)
    .as('received');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(properties), total: received.total, fresh: received.fresh })
      .from(properties)
      .leftJoin(received, eq(received.propertyId, properties.id))
      .where(where)
      .orderBy(...(query.due ? [LAPSE_FIRST] : []), desc(properties.createdAt), desc(properties.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  const photos = await photosOfListings(
    db,
    rows.map((row) => Number(row.id)),
  );
  return {
    data: rows.map(({ total, fresh, ...row }) =>
      toSellerListing(row, photos.get(Number(row.id)) ?? [], { new: fresh ?? 0, total: total ?? 0 }),
    ),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
