/**
 * The evidence for reviewing one property (contract in src/shared/admin/listing-review-contract.ts): the
 * listing with its photos, its seller's history, its flags with their matches, what an edit changed, the
 * buyers' open reports and its neighbours in the admin's queue. Every read is by the listing's or the
 * seller's id (primary keys, `properties_seller_status_idx`, `listing_reports_property_idx`,
 * `admin_audit_entity_idx`) or the queue's `properties_status_created_idx`.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type {
  ListingReview,
  ListingReviewQuery,
  ReviewChangeSet,
  ReviewListing,
  ReviewSeller,
} from '../../../shared/admin/listing-review-contract';
import { MODERATION_MESSAGES } from '../../../shared/admin/moderation-contract';
import type { ListingStatus, SellerType } from '../../../shared/listings/vocabulary';
import type { ReportReason } from '../../../shared/reports/report-vocabulary';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ApiFailure } from '../../lib/errors';
import { type Property, properties } from '../listings/listings.schema';
import { photosOfListings } from '../sellers/seller-listing-photos';
import { toSellerListing } from '../sellers/seller-listing-row';
import { flagsOf, propertyHref, reviewMatches, reviewPriceCheck } from './listing-review-flags.query';

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

/** The listing as its seller reads it, less the seller's own bookkeeping, with what the review adds. */
function toListing(row: Property, hashes: readonly string[]): ReviewListing {
  const {
    heldForReportsAt: _held,
    coverPhoto: _cover,
    enquiries: _enquiries,
    lapsesAt: _lapses,
    remindedAt: _reminded,
    ...listing
  } = toSellerListing(row, hashes);
  return {
    ...listing,
    pricePerSqft: row.pricePerSqft === null ? null : Number(row.pricePerSqft),
    details: Object.fromEntries(Object.entries(row.details).filter(([, v]) => v !== undefined)) as Record<
      string,
      string | number | boolean
    >,
    href: propertyHref(listing.id),
  };
}

interface SellerRow {
  id: number;
  first_name: string;
  last_name: string;
  company_name: string | null;
  seller_type: SellerType | null;
  created_at: string | Date;
  user_status: string;
  verified: boolean | null;
  verified_at: string | Date | null;
  rejections: number;
  reports: number;
}

/** The seller's account, profile and record: listings by status, rejections (audit log), reports received. */
async function sellerHistory(db: Database, sellerId: number): Promise<ReviewSeller> {
  const [profile] = rowsOf<SellerRow>(
    await db.execute(sql`
      select u.id::float8 as id, u.first_name, u.last_name, s.company_name, s.seller_type::text as seller_type,
        u.created_at, u.status::text as user_status, s.verified, s.verified_at,
        (select count(*) from admin_audit a
          where (a.entity_type = 'property' and a.action = 'property.reject'
              and a.entity_id in (select id::text from properties where seller_id = u.id))
            or (a.entity_type = 'project' and a.action = 'project.reject'
              and a.entity_id in (select id::text from projects where builder_id = u.id)))::int as rejections,
        (select count(*) from listing_reports r
          where r.property_id in (select id from properties where seller_id = u.id)
            or r.project_id in (select id from projects where builder_id = u.id))::int as reports
      from users u left join sellers s on s.user_id = u.id where u.id = ${sellerId}`),
  );
  if (!profile) throw new Error(`the seller ${sellerId} of a listing is missing`);
  const byStatus = rowsOf<{ status: ListingStatus; n: number }>(
    await db.execute(sql`select status::text as status, count(*)::int as n from properties
      where seller_id = ${sellerId} group by status`),
  );
  return {
    id: Number(profile.id),
    name: `${profile.first_name} ${profile.last_name}`.trim(),
    companyName: profile.company_name || null,
    sellerType: profile.seller_type,
    accountCreatedAt: iso(profile.created_at),
    verified: profile.verified === true,
    verifiedAt: isoOrNull(profile.verified_at),
    blocked: profile.user_status === 'blocked',
    listings: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
    rejections: Number(profile.rejections),
    reports: Number(profile.reports),
  };
}

async function openReports(db: Database, id: number): Promise<ListingReview['openReports']> {
  const rows = rowsOf<{ reason: ReportReason; n: number }>(
    await db.execute(sql`select reason::text as reason, count(*)::int as n from listing_reports
      where property_id = ${id} and status = 'open' group by reason`),
  );
  return {
    total: rows.reduce((sum, r) => sum + Number(r.n), 0),
    byReason: Object.fromEntries(rows.map((r) => [r.reason, Number(r.n)])),
  };
}

/**
 * The listings before and after `id` in the table's default order (newest first, the id breaking ties)
 * among those of `status` (every listing but deleted ones without it), and where `id` stands among them.
 */
async function queueAround(db: Database, id: number, status: ListingStatus | undefined) {
  const inQueue: SQL = status ? sql`q.status = ${status}` : sql`q.status <> 'deleted'`;
  const at = sql`(select created_at, id from properties where id = ${id})`;
  const [row] = rowsOf<{ previous_id: number | null; next_id: number | null; before: number; total: number }>(
    await db.execute(sql`select
      (select q.id::float8 from properties q where ${inQueue} and (q.created_at, q.id) > ${at}
        order by q.created_at, q.id limit 1) as previous_id,
      (select q.id::float8 from properties q where ${inQueue} and (q.created_at, q.id) < ${at}
        order by q.created_at desc, q.id desc limit 1) as next_id,
      (select count(*)::int from properties q where ${inQueue} and (q.created_at, q.id) > ${at}) as before,
      (select count(*)::int from properties q where ${inQueue}) as total`),
  );
  return { previousId: row?.previous_id ?? null, nextId: row?.next_id ?? null, before: row?.before, total: row?.total };
}

export async function listingReview(db: Database, id: number, query: ListingReviewQuery): Promise<ListingReview> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  // A deleted listing is gone for everyone but the audit log, as for the decisions.
  if (!row || row.status === 'deleted') throw new ApiFailure(404, MODERATION_MESSAGES.notFound('property'));
  // One after the other: the reads are small, and a transaction-less PGlite runs one at a time anyway.
  const photos = await photosOfListings(db, [id]);
  const seller = await sellerHistory(db, Number(row.sellerId));
  const matches = await reviewMatches(db, id);
  const priceCheck = await reviewPriceCheck(db, id);
  const reports = await openReports(db, id);
  const queue = await queueAround(db, id, query.status);
  const inQueue = query.status ? row.status === query.status : true;
  return {
    listing: toListing(row, photos.get(id) ?? []),
    seller,
    flags: flagsOf(matches, priceCheck),
    matches,
    priceCheck,
    reviewChanges: (row.reviewChanges as ReviewChangeSet | null) ?? null,
    heldForReportsAt: isoOrNull(row.heldForReportsAt),
    openReports: reports,
    queue: {
      status: query.status ?? null,
      previousId: queue.previousId === null ? null : Number(queue.previousId),
      nextId: queue.nextId === null ? null : Number(queue.nextId),
      position: inQueue ? Number(queue.before ?? 0) + 1 : 0,
      total: Number(queue.total ?? 0),
    },
  };
}
