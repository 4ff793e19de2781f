/**
 * Seller profiles (docs/product-rules.md, Roles and permissions): an account becomes a seller once, then edits
 * its details; the seller type is fixed here (an admin changes it). The profile comes back with the counts the
 * dashboard shows: listings by status, quota left, enquiries received.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { LISTING_STATUSES, type ListingStatus } from '../../../shared/listings/vocabulary';
import {
  LIVE_LISTING_STATUSES,
  SELLER_MESSAGES,
  type SellerCounts,
  type SellerMe,
  type SellerProfile,
} from '../../../shared/sellers/seller-constants';
import type { SellerProfileBody, SellerProfileUpdateBody } from '../../../shared/sellers/seller-profile-contract';
import { LIVE_PROJECT_STATUSES } from '../../../shared/sellers/seller-project-constants';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { isUniqueViolation } from '../accounts/accounts.context';
import { allowanceOf } from '../billing/billing-allowance';
import { enquiries } from '../enquiries/enquiries.schema';
import { properties } from '../listings/listings.schema';
import { checkPhotosUsable } from '../media/attach-photos';
import { photoUrls } from '../media/media-upload.service';
import { projects } from '../projects/projects.schema';
import { type Seller, sellers } from './sellers.schema';

const toProfile = (row: Seller): SellerProfile => ({
  userId: Number(row.userId),
  sellerType: row.sellerType,
  companyName: row.companyName,
  address: row.address,
  city: row.city,
  state: row.state,
  about: row.about,
  experienceYears: row.experienceYears,
  reraAgentNumber: row.reraAgentNumber,
  photo: row.photoHash,
  photoUrls: row.photoHash ? photoUrls(row.photoHash) : null,
  verified: row.verified,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The dashboard's chart: this many calendar months, the current one last. */
export const ENQUIRY_CHART_MONTHS = 12;

/**
 * Enquiries per Indian calendar month over the chart's months, zero-filled: the months come from
 * generate_series, so a quiet month is a row with 0. One pass over the seller's inbox index.
 */
function enquiriesByMonth(db: Database, userId: number) {
  const thisMonth = sql`date_trunc('month', now() at time zone 'Asia/Kolkata')`;
  const month = sql`gs.month`;
  // A constant of this module, written into the SQL rather than bound (an interval has no parameter form).
  const earlier = sql.raw(`interval '${ENQUIRY_CHART_MONTHS - 1} months'`);
  return db
    .select({ month: sql<string>`to_char(${month}, 'YYYY-MM')`, count: sql<number>`count(${enquiries.id})::int` })
    .from(sql`generate_series(${thisMonth} - ${earlier}, ${thisMonth}, interval '1 month') as gs(month)`)
    .leftJoin(
      enquiries,
      and(
        eq(enquiries.sellerId, userId),
        sql`${enquiries.createdAt} >= (${month} at time zone 'Asia/Kolkata')`,
        sql`${enquiries.createdAt} < ((${month} + interval '1 month') at time zone 'Asia/Kolkata')`,
      ),
    )
    .groupBy(month)
    .orderBy(month);
}

async function countsOf(db: Database, userId: number, now: Date): Promise<SellerCounts> {
  const [byStatus, [received], [seen], months, allowance, [liveProjects]] = await Promise.all([
    db
      .select({ status: properties.status, n: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.sellerId, userId))
      .groupBy(properties.status),
    db
      .select({
        total: sql<number>`count(*)::int`,
        fresh: sql<number>`(count(*) filter (where ${enquiries.status} = 'new'))::int`,
      })
      .from(enquiries)
      .where(eq(enquiries.sellerId, userId)),
    // bigint: thousands of listings with millions of views must not overflow an int.
    db
      .select({ views: sql<string>`coalesce(sum(${properties.views}), 0)::bigint` })
      .from(properties)
      .where(and(eq(properties.sellerId, userId), ne(properties.status, 'deleted'))),
    enquiriesByMonth(db, userId),
    allowanceOf(db, userId, now),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(and(eq(projects.builderId, userId), inArray(projects.status, LIVE_PROJECT_STATUSES))),
  ]);
  const quota = allowance.listings;
  const projectsLive = Number(liveProjects?.n ?? 0);
  const listings = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
  for (const row of byStatus) listings[row.status] = Number(row.n);
  const live = LIVE_LISTING_STATUSES.reduce((sum, status) => sum + listings[status], 0);
  return {
    listings,
    live,
    quota,
    quotaLeft: Math.max(0, quota - live),
    projects: {
      live: projectsLive,
      quota: allowance.projects,
      left: Math.max(0, allowance.projects - projectsLive),
    },
    enquiries: { new: Number(received?.fresh ?? 0), total: Number(received?.total ?? 0) },
    views: Number(seen?.views ?? 0),
    enquiriesByMonth: months.map((row) => ({ month: row.month, count: Number(row.count) })),
  };
}

/** The profile with its counts; `now` decides which paid plans are running. */
export async function sellerMe(db: Database, seller: Seller, now = new Date()): Promise<SellerMe> {
  return { ...toProfile(seller), counts: await countsOf(db, Number(seller.userId), now) };
}

/** Makes the account a seller; 409 when it already is (also when two requests race). */
export async function becomeSeller(db: Database, userId: number, body: SellerProfileBody): Promise<SellerMe> {
  let row: Seller | undefined;
  try {
    [row] = await db
      .insert(sellers)
      .values({
        userId,
        sellerType: body.sellerType,
        companyName: body.companyName ?? null,
        address: body.address,
        city: body.city,
        state: body.state,
        about: body.about ?? null,
        experienceYears: body.experienceYears ?? null,
        reraAgentNumber: body.reraAgentNumber ?? null,
      })
      .onConflictDoNothing()
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, SELLER_MESSAGES.alreadySeller);
    throw error;
  }
  if (!row) throw new ApiFailure(409, SELLER_MESSAGES.alreadySeller);
  return sellerMe(db, row);
}

/**
 * The columns a verified seller's edit also changes: the Verified badge vouches for the company name and
 * RERA agent number an admin checked, so changing either removes it until an admin approves again (a
 * new broker request). Compared with the row as locked, not as the request first read it, so an edit
 * racing an approval cannot keep a badge for details nobody checked.
 */
function badgeAfterEdit(stored: Seller, fields: Pick<SellerProfileUpdateBody, 'companyName' | 'reraAgentNumber'>) {
  const changes = (sent: string | null | undefined, before: string | null) => sent !== undefined && sent !== before;
  const vouchedChanged =
    changes(fields.companyName, stored.companyName) || changes(fields.reraAgentNumber, stored.reraAgentNumber);
  return stored.verified && vouchedChanged ? { verified: false, verifiedAt: null } : {};
}

/**
 * Edits the profile; an agent or builder keeps a company name. A new photo must be one the seller
 * uploaded (their current one may be sent again); null removes it. A verified seller changing the
 * company name or RERA agent number loses the badge (see `badgeAfterEdit`).
 */
export async function updateSeller(db: Database, seller: Seller, body: SellerProfileUpdateBody): Promise<SellerMe> {
  const { sellerType: _fixed, photo, ...fields } = body;
  if (seller.sellerType !== 'Individual' && fields.companyName === null) {
    throw new ApiFailure(400, SELLER_MESSAGES.companyNameRequired);
  }
  const userId = Number(seller.userId);
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(sellers).where(eq(sellers.userId, seller.userId)).for('update');
    if (!stored) return undefined;
    if (photo) await checkPhotosUsable(tx, userId, [photo], stored.photoHash ? [stored.photoHash] : [], 'photo');
    const changes = {
      ...fields,
      ...(photo === undefined ? {} : { photoHash: photo }),
      ...badgeAfterEdit(stored, fields),
    };
    const [updated] = await tx.update(sellers).set(changes).where(eq(sellers.userId, seller.userId)).returning();
    return updated;
  });
  if (!row) throw new ApiFailure(403, SELLER_MESSAGES.sellerRequired);
  return sellerMe(db, row);
}
