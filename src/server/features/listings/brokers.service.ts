/** Public profiles of agents and builders (`/broker/:id`) with their active listings. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { BrokerProfile, ListingCard } from '../../../shared/listings/listing-types';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { sellers } from '../sellers/sellers.schema';
import { selectCards, toListingCard } from './listing-card.query';
import { properties } from './listings.schema';
import { publicListing } from './public-visibility';

/** Owners are private people: only agents and builders have a public profile. */
export const PUBLIC_SELLER_TYPES = ['Agent', 'Builder'] as const;

export async function brokerProfile(
  db: Database,
  id: number,
  limit: number,
): Promise<{ broker: BrokerProfile; properties: ListingCard[] } | undefined> {
  const [row] = await db
    .select({ user: users, seller: sellers })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(sellers.userId, id), inArray(sellers.sellerType, PUBLIC_SELLER_TYPES), eq(users.status, 'active')));
  if (!row) return undefined;
  const activeOfSeller = and(eq(properties.sellerId, id), publicListing);
  const [listings, [total]] = await Promise.all([
    selectCards(db).where(activeOfSeller).orderBy(desc(properties.publishedAt), desc(properties.id)).limit(limit),
    db.select({ n: count() }).from(properties).where(activeOfSeller),
  ]);
  const { user, seller } = row;
  return {
    broker: {
      id,
      name: `${user.firstName} ${user.lastName}`,
      companyName: seller.companyName,
      sellerType: seller.sellerType,
      verified: seller.verified,
      verifiedAt: seller.verified ? (seller.verifiedAt?.toISOString() ?? null) : null,
      experienceYears: seller.experienceYears,
      reraAgentNumber: seller.reraAgentNumber,
      about: seller.about,
      city: seller.city,
      state: seller.state,
      photo: seller.photoHash,
      activeListings: Number(total?.n ?? 0),
      memberSince: user.createdAt.toISOString(),
    },
    properties: listings.map(toListingCard),
  };
}
