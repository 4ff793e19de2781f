/**
 * GET /api/me/export: everything kept about one account, read in one repeatable-read snapshot so the
 * parts agree with each other. Only the account's own rows: the enquiries it received carry the buyers'
 * contact exactly as the seller's inbox shows them, and nothing else about other people. Secrets never
 * leave: no password hash, session, OTP or push encryption keys.
 */

import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { AccountExport, ExportedSavedListing } from '../../../shared/accounts/privacy-contract';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../alerts/alerts.schema';
import { listSavedSearches } from '../alerts/saved-searches.service';
import { payments } from '../billing/billing.schema';
import { contactMessages } from '../contact/contact.schema';
import { enquiries } from '../enquiries/enquiries.schema';
import { inboxRows, toSellerEnquiry } from '../enquiries/seller-inbox.service';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { listingReports } from '../reports/reports.schema';
import { toMyReview } from '../reviews/reviews.query';
import { localityReviews } from '../reviews/reviews.schema';
import { iso } from '../sellers/seller-row-fields';
import { brokerRequests, sellers } from '../sellers/sellers.schema';
import type { SavedRef } from '../shortlist/saved-cards.query';
import { RECENTLY_VIEWED, SHORTLIST, storedRefs } from '../shortlist/saved-lists.service';
import { users } from './accounts.schema';

/** A table's columns without its full-text `search` vector (an index, not something the person wrote). */
function withoutSearch<T extends { search: unknown }>(columns: T): Omit<T, 'search'> {
  const { search: _, ...rest } = columns;
  return rest;
}

/**
 * A report's columns without the keyed hashes of the reporter's phone, network and browser: opaque without
 * the server's key, they tell the person nothing and would only hand the hashes out.
 */
const {
  reporterPhoneHash: _phone,
  reporterNetworkHash: _network,
  reporterDeviceHash: _device,
  ...reportColumns
} = getTableColumns(listingReports);

/** A saved list's entries as the export writes them. */
const saved = (refs: SavedRef[]): ExportedSavedListing[] =>
  refs.map((ref) => ({ kind: ref.kind, listingId: ref.id, at: iso(ref.at) }));

/** The enquiries the account sent as a buyer: the inbox's own rows and shape, without the buyer (them). */
async function sentEnquiries(db: Database, userId: number): Promise<AccountExport['enquiriesSent']> {
  return (await inboxRows(db, eq(enquiries.buyerId, userId))).map((row) => {
    const { buyer: _, ...sent } = toSellerEnquiry(row);
    return sent;
  });
}

/** The account's data, or undefined when it no longer exists. */
export async function exportAccount(db: Database, userId: number, now: Date): Promise<AccountExport | undefined> {
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) return undefined;
      const [seller] = await tx.select().from(sellers).where(eq(sellers.userId, userId));
      return {
        exportedAt: now.toISOString(),
        account: {
          id: Number(user.id),
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phoneNumber: user.phoneNumber,
          role: user.role,
          status: user.status,
          createdAt: iso(user.createdAt),
          updatedAt: iso(user.updatedAt),
        },
        sellerProfile: seller ?? null,
        properties: await tx
          .select(withoutSearch(getTableColumns(properties)))
          .from(properties)
          .where(eq(properties.sellerId, userId))
          .orderBy(asc(properties.id)),
        projects: await tx
          .select(withoutSearch(getTableColumns(projects)))
          .from(projects)
          .where(eq(projects.builderId, userId))
          .orderBy(asc(projects.id)),
        enquiriesSent: await sentEnquiries(tx, userId),
        enquiriesReceived: (await inboxRows(tx, eq(enquiries.sellerId, userId))).map(toSellerEnquiry),
        shortlist: saved(await storedRefs(tx, SHORTLIST, userId)),
        recentlyViewed: saved(await storedRefs(tx, RECENTLY_VIEWED, userId)),
        savedSearches: await listSavedSearches(tx, userId),
        pushSubscriptions: (
          await tx
            .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId))
            .orderBy(asc(pushSubscriptions.id))
        ).map((row) => ({ endpoint: row.endpoint, createdAt: iso(row.createdAt) })),
        payments: await tx.select().from(payments).where(eq(payments.sellerId, userId)).orderBy(asc(payments.id)),
        brokerRequests: await tx
          .select()
          .from(brokerRequests)
          .where(eq(brokerRequests.sellerId, userId))
          .orderBy(asc(brokerRequests.id)),
        contactMessages: (
          await tx
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.userId, userId))
            .orderBy(asc(contactMessages.id))
        ).map((row) => ({
          id: Number(row.id),
          name: row.name,
          email: row.email,
          phoneNumber: row.phoneNumber,
          topic: row.topic,
          message: row.message,
          createdAt: iso(row.createdAt),
        })),
        listingReports: await tx
          .select(reportColumns)
          .from(listingReports)
          .where(eq(listingReports.reporterId, userId))
          .orderBy(asc(listingReports.id)),
        localityReviews: (
          await tx
            .select()
            .from(localityReviews)
            .where(eq(localityReviews.authorId, userId))
            .orderBy(asc(localityReviews.id))
        ).map((row) => ({ ...toMyReview(row), placeKey: row.placeKey, city: row.city, locality: row.locality })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
