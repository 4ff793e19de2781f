/**
 * Sending an enquiry and revealing a seller's phone: only to a logged-in buyer who has enquired, to the
 * owner and to admins (docs/product-rules.md, Trust).
 *
 * Sending runs in one transaction that holds a share lock on the listing, so it cannot stop being active
 * half-way. Duplicates are refused by the database's unique indexes (one open enquiry per buyer and
 * listing, one row per buyer and idempotency key): of two concurrent requests exactly one inserts, and
 * the other finds the winner's row and answers a replay (same key) or 409 (another key).
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  ENQUIRY_MESSAGES,
  type EnquiryReceipt,
  type PreferredContactTime,
  type SellerContact,
} from '../../../shared/enquiries/enquiry-contract';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import type { RateLimits } from '../../lib/rate-limits';
import { users } from '../accounts/accounts.schema';
import { accountPhoneHash, phoneLimitKey } from '../accounts/phone-hash';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';
import { type Enquiry, enquiries } from './enquiries.schema';

/** What the service needs from the request. */
export interface EnquiryContext {
  db: Database;
  viewer: Viewer;
  rateLimits: RateLimits;
  /** The caller's network (an IPv6 caller's /64), as per-address limits count it. */
  network: string;
  /** APP_SECRET: the key of the phone hash the buyer's allowance is also counted under. */
  secret: string;
  now: Date;
}

/** Exactly one of the two ids is set (the input schema guarantees it). */
export interface ListingRef {
  propertyId?: number | undefined;
  projectId?: number | undefined;
}

export interface SendEnquiryInput extends ListingRef {
  message: string;
  preferredTime: PreferredContactTime;
}

interface ListingOwner {
  status: string;
  ownerId: number;
  ownerActive: boolean;
  name: string;
  phoneNumber: string;
}

const sellerName = (row: { company: string | null; firstName: string; lastName: string }) =>
  row.company ?? `${row.firstName} ${row.lastName}`;

const ownerColumns = {
  ownerStatus: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  company: sellers.companyName,
};

type OwnerRow = { status: string; ownerId: number; ownerStatus: string } & {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  company: string | null;
};

const toOwner = (row: OwnerRow | undefined): ListingOwner | undefined =>
  row && {
    status: row.status,
    ownerId: Number(row.ownerId),
    ownerActive: row.ownerStatus === 'active',
    name: sellerName(row),
    phoneNumber: row.phoneNumber,
  };

/** The listing's state and its owner's contact; `lock` takes a share lock on the listing row. */
async function findListing(db: Database, ref: ListingRef, lock = false): Promise<ListingOwner | undefined> {
  if (ref.propertyId !== undefined) {
    const query = db
      .select({ status: properties.status, ownerId: properties.sellerId, ...ownerColumns })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
      .where(eq(properties.id, ref.propertyId));
    const [row] = lock ? await query.for('share', { of: properties }) : await query;
    return toOwner(row);
  }
  if (ref.projectId === undefined) return undefined;
  const query = db
    .select({ status: projects.status, ownerId: projects.builderId, ...ownerColumns })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.builderId))
    .leftJoin(sellers, eq(sellers.userId, projects.builderId))
    .where(eq(projects.id, ref.projectId));
  const [row] = lock ? await query.for('share', { of: projects }) : await query;
  return toOwner(row);
}

const notFound = (ref: ListingRef) =>
  new ApiFailure(
    404,
    ref.propertyId !== undefined ? ENQUIRY_MESSAGES.propertyNotFound : ENQUIRY_MESSAGES.projectNotFound,
  );

const iso = (value: Date | string) => new Date(value).toISOString();

const toReceipt = (row: Enquiry, seller: { name: string; phoneNumber: string }): EnquiryReceipt => ({
  id: Number(row.id),
  propertyId: row.propertyId === null ? null : Number(row.propertyId),
  projectId: row.projectId === null ? null : Number(row.projectId),
  status: row.status,
  createdAt: iso(row.createdAt),
  seller: { name: seller.name, phoneNumber: seller.phoneNumber, enquiredAt: iso(row.createdAt) },
});

/** The receipt of the buyer's enquiry sent with `key`, if there is one. */
async function receiptForKey(db: Database, buyerId: number, key: string): Promise<EnquiryReceipt | undefined> {
  const [row] = await db
    .select({ enquiry: enquiries, ...ownerColumns })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.sellerId))
    .leftJoin(sellers, eq(sellers.userId, enquiries.sellerId))
    .where(and(eq(enquiries.buyerId, buyerId), eq(enquiries.idempotencyKey, key)));
  return row && toReceipt(row.enquiry, { name: sellerName(row), phoneNumber: row.phoneNumber });
}

const sameListing = (ref: ListingRef) =>
  ref.propertyId !== undefined ? eq(enquiries.propertyId, ref.propertyId) : eq(enquiries.projectId, ref.projectId ?? 0);

async function hasOpenEnquiry(db: Database, buyerId: number, ref: ListingRef): Promise<boolean> {
  const open = await db
    .select({ status: enquiries.status })
    .from(enquiries)
    .where(and(eq(enquiries.buyerId, buyerId), sameListing(ref)));
  return open.some((row) => row.status !== 'closed');
}

/**
 * The keys of the buyer's daily allowance: the account and its phone. An enquiry is what reveals a
 * seller's phone, so counting it per phone too means a new account on the same number does not start
 * with a fresh allowance of reveals.
 */
async function buyerKeys(db: Database, ctx: EnquiryContext): Promise<string[]> {
  const phone = await accountPhoneHash(db, ctx.secret, ctx.viewer.userId);
  return [String(ctx.viewer.userId), phoneLimitKey(phone)];
}

/** Counts one enquiry against the buyer's daily allowance (account and phone) and the address's. */
async function consumeAllowance(ctx: EnquiryContext, buyer: readonly string[]): Promise<void> {
  for (const [index, key] of buyer.entries()) {
    try {
      await ctx.rateLimits.consume('enquiryPerBuyer', key);
    } catch (error) {
      for (const earlier of buyer.slice(0, index)) await ctx.rateLimits.refund('enquiryPerBuyer', earlier);
      if (error instanceof ApiFailure && error.status === 429) {
        throw new ApiFailure(429, ENQUIRY_MESSAGES.dailyLimit, error.headers);
      }
      throw error;
    }
  }
  await ctx.rateLimits.consume('enquiryPerIp', ctx.network);
}

async function refundAllowance(ctx: EnquiryContext, buyer: readonly string[]): Promise<void> {
  for (const key of buyer) await ctx.rateLimits.refund('enquiryPerBuyer', key);
  await ctx.rateLimits.refund('enquiryPerIp', ctx.network);
}

export interface SentEnquiry {
  receipt: EnquiryReceipt;
  /** True when this was a repeat of an idempotency key already used: nothing new was stored. */
  replayed: boolean;
}

export async function sendEnquiry(
  ctx: EnquiryContext,
  input: SendEnquiryInput,
  key: string | undefined,
): Promise<SentEnquiry> {
  const buyerId = ctx.viewer.userId;
  return ctx.db.transaction(async (tx) => {
    /** A concurrent request with the same key may have stored it since this one began: answer its receipt. */
    const replayOf = async (): Promise<SentEnquiry | undefined> => {
      const earlier = key === undefined ? undefined : await receiptForKey(tx, buyerId, key);
      return earlier && { receipt: earlier, replayed: true };
    };
    const replay = await replayOf();
    if (replay) return replay;
    const listing = await findListing(tx, input, true);
    if (listing?.status !== 'active' || !listing.ownerActive) throw notFound(input);
    if (listing.ownerId === buyerId) throw new ApiFailure(403, ENQUIRY_MESSAGES.ownListing);
    if (await hasOpenEnquiry(tx, buyerId, input)) {
      const raced = await replayOf();
      if (raced) return raced;
      throw new ApiFailure(409, ENQUIRY_MESSAGES.alreadySent);
    }

    const buyer = await buyerKeys(tx, ctx);
    await consumeAllowance(ctx, buyer);
    const [row] = await tx
      .insert(enquiries)
      .values({
        buyerId,
        propertyId: input.propertyId ?? null,
        projectId: input.projectId ?? null,
        sellerId: listing.ownerId,
        message: input.message,
        preferredTime: input.preferredTime,
        idempotencyKey: key ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      // A concurrent request won the race: the unique indexes make this insert a no-op.
      .onConflictDoNothing()
      .returning();
    if (row) return { receipt: toReceipt(row, listing), replayed: false };

    await refundAllowance(ctx, buyer);
    const raced = await replayOf();
    if (raced) return raced;
    throw new ApiFailure(409, ENQUIRY_MESSAGES.alreadySent);
  });
}

export type ListingKind = 'property' | 'project';

/**
 * The seller's name and phone for `viewer`: the owner and admins always, a buyer once they have sent an
 * enquiry about it (403 before). A listing the viewer may not see at all is a 404.
 */
export async function sellerContact(
  db: Database,
  kind: ListingKind,
  id: number,
  viewer: Viewer,
): Promise<SellerContact> {
  const ref: ListingRef = kind === 'property' ? { propertyId: id } : { projectId: id };
  const listing = await findListing(db, ref);
  const isAdmin = viewer.role === 'admin';
  const isOwner = listing?.ownerId === viewer.userId;
  const visible =
    listing?.ownerActive === true &&
    (listing.status === 'active' || isAdmin || (isOwner && listing.status !== 'deleted'));
  if (!listing || !visible) throw notFound(ref);
  const contact = { name: listing.name, phoneNumber: listing.phoneNumber };
  if (isOwner || isAdmin) return { ...contact, enquiredAt: null };

  const [mine] = await db
    .select({ createdAt: enquiries.createdAt })
    .from(enquiries)
    .where(and(eq(enquiries.buyerId, viewer.userId), sameListing(ref)))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(1);
  if (!mine) throw new ApiFailure(403, ENQUIRY_MESSAGES.contactLocked);
  return { ...contact, enquiredAt: iso(mine.createdAt) };
}
