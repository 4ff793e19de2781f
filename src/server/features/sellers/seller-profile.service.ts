/**
 * Seller profiles (DESIGN.md "Accounts and roles"): an account becomes a seller once, then edits its
 * details; the seller type is fixed here (an admin changes it). The profile comes back with the counts
 * the dashboard shows: listings by status, quota left, enquiries received.
 */
import { eq, sql } from 'drizzle-orm';
import { LISTING_STATUSES, type ListingStatus } from '../../../shared/listings/vocabulary';
import {
  FREE_LISTING_QUOTA,
  LIVE_LISTING_STATUSES,
  SELLER_MESSAGES,
  type SellerCounts,
  type SellerMe,
  type SellerProfile,
} from '../../../shared/sellers/seller-constants';
import type { SellerProfileBody, SellerProfileUpdateBody } from '../../../shared/sellers/seller-profile-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { isUniqueViolation } from '../accounts/accounts.context';
import { enquiries } from '../enquiries/enquiries.schema';
import { properties } from '../listings/listings.schema';
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
  verified: row.verified,
  createdAt: new Date(row.createdAt).toISOString(),
});

async function countsOf(db: Database, userId: number): Promise<SellerCounts> {
  const [byStatus, [received]] = await Promise.all([
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
  ]);
  const listings = Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as Record<ListingStatus, number>;
  for (const row of byStatus) listings[row.status] = Number(row.n);
  const live = LIVE_LISTING_STATUSES.reduce((sum, status) => sum + listings[status], 0);
  return {
    listings,
    live,
    quota: FREE_LISTING_QUOTA,
    quotaLeft: Math.max(0, FREE_LISTING_QUOTA - live),
    enquiries: { new: Number(received?.fresh ?? 0), total: Number(received?.total ?? 0) },
  };
}

/** The profile with its counts. */
export async function sellerMe(db: Database, seller: Seller): Promise<SellerMe> {
  return { ...toProfile(seller), counts: await countsOf(db, Number(seller.userId)) };
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

/** Edits the profile; an agent or builder keeps a company name. */
export async function updateSeller(db: Database, seller: Seller, body: SellerProfileUpdateBody): Promise<SellerMe> {
  const { sellerType: _fixed, ...fields } = body;
  if (seller.sellerType !== 'Individual' && fields.companyName === null) {
    throw new ApiFailure(400, SELLER_MESSAGES.companyNameRequired);
  }
  const [row] = await db.update(sellers).set(fields).where(eq(sellers.userId, seller.userId)).returning();
  if (!row) throw new ApiFailure(403, SELLER_MESSAGES.sellerRequired);
  return sellerMe(db, row);
}
