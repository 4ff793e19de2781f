/**
 * The seller's inbox: enquiries whose `seller_id` is the seller, newest first (the
 * `enquiries_seller_inbox_idx` index), with the buyer's contact and the listing's title; and moving an
 * enquiry's status forward. Another seller's enquiry is "not found", never "forbidden".
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { DELETED_ACCOUNT } from '../../../shared/accounts/privacy-contract';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../shared/enquiries/enquiry-constants';
import {
  canMoveEnquiry,
  SELLER_ENQUIRY_MESSAGES,
  type SellerEnquiriesQuery,
  type SellerEnquiry,
  type SellerEnquiryCounts,
} from '../../../shared/sellers/seller-enquiries-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { users } from '../accounts/accounts.schema';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { enquiries } from './enquiries.schema';

const columns = {
  id: enquiries.id,
  status: enquiries.status,
  message: enquiries.message,
  preferredTime: enquiries.preferredTime,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
  propertyId: enquiries.propertyId,
  projectId: enquiries.projectId,
  propertyTitle: properties.title,
  projectName: projects.name,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  buyerStatus: users.status,
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The seller's enquiries matching `where`, with buyer and listing, newest first. */
export const inboxRows = (db: Database, where: SQL | undefined) =>
  db
    .select(columns)
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.buyerId))
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));

type InboxRow = Awaited<ReturnType<typeof inboxRows>>[number];

/** A buyer who deleted their account left the enquiry for the seller's records, but no way to reach them. */
const buyerOf = (row: InboxRow): SellerEnquiry['buyer'] =>
  row.buyerStatus === 'deleted'
    ? { name: DELETED_ACCOUNT.name, phoneNumber: '', email: '' }
    : { name: `${row.firstName} ${row.lastName}`, phoneNumber: row.phoneNumber, email: row.email };

export const toSellerEnquiry = (row: InboxRow): SellerEnquiry => ({
  id: Number(row.id),
  status: row.status,
  message: row.message,
  preferredTime: row.preferredTime,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  listing:
    row.propertyId !== null
      ? { kind: 'property', id: Number(row.propertyId), title: row.propertyTitle ?? '' }
      : { kind: 'project', id: Number(row.projectId), title: row.projectName ?? '' },
  buyer: buyerOf(row),
});

export interface SellerInbox {
  data: SellerEnquiry[];
  total: number;
  counts: SellerEnquiryCounts;
}

export async function sellerInbox(db: Database, sellerId: number, query: SellerEnquiriesQuery): Promise<SellerInbox> {
  const listing =
    query.propertyId !== undefined
      ? eq(enquiries.propertyId, query.propertyId)
      : query.projectId !== undefined
        ? eq(enquiries.projectId, query.projectId)
        : undefined;
  const mine = and(eq(enquiries.sellerId, sellerId), listing);

  const byStatus = await db
    .select({ status: enquiries.status, n: count() })
    .from(enquiries)
    .where(mine)
    .groupBy(enquiries.status);
  const counts = Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as SellerEnquiryCounts;
  counts.all = 0;
  for (const { status, n } of byStatus) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }

  const rows = await inboxRows(db, and(mine, query.status && eq(enquiries.status, query.status)))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { data: rows.map(toSellerEnquiry), total: query.status ? counts[query.status] : counts.all, counts };
}

/** The statuses from which `to` may be reached. */
const fromWhich = (to: EnquiryStatus) => ENQUIRY_STATUSES.filter((from) => canMoveEnquiry(from, to));

/**
 * Sets the status of the seller's enquiry `id`. One conditional UPDATE, so two concurrent changes cannot
 * both pass the rule on a stale status. 404 for an enquiry that is not the seller's, 409 for a move the
 * rule refuses.
 */
export async function updateEnquiryStatus(
  db: Database,
  sellerId: number,
  id: number,
  to: EnquiryStatus,
  now: Date,
): Promise<SellerEnquiry> {
  const mine = and(eq(enquiries.id, id), eq(enquiries.sellerId, sellerId));
  const [moved] = await db
    .update(enquiries)
    .set({ status: to, updatedAt: now })
    .where(and(mine, inArray(enquiries.status, fromWhich(to))))
    .returning({ id: enquiries.id });
  const [row] = await inboxRows(db, mine);
  if (!row) throw new ApiFailure(404, SELLER_ENQUIRY_MESSAGES.notFound);
  if (!moved) throw new ApiFailure(409, SELLER_ENQUIRY_MESSAGES.notAllowed(row.status, to));
  return toSellerEnquiry(row);
}
