/**
 * POST /api/me/delete: a person deletes their own account (DPDP Act 2023 erasure). After the password is
 * checked again, one transaction unpublishes everything they posted, erases their personal data, ends
 * every session and writes an audit entry, so either all of it happens or none of it does.
 *
 * The `users` row stays, as a tombstone: enquiries they sent stay in sellers' inboxes (with the buyer's
 * contact erased), payments stay in the accounts, and the audit log keeps pointing at an id. Its e-mail
 * and phone become unique values that reach nobody; the e-mail can register a new account at once, the
 * phone after DELETED_PHONE_HOLD_DAYS (deleted-phones.ts).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import { DELETED_ACCOUNT, PRIVACY_MESSAGES } from '../../../shared/accounts/privacy-contract';
import type { SignedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { recordAdminAction } from '../admin/admin-audit';
import { pushSubscriptions, savedSearches } from '../alerts/alerts.schema';
import { contactMessages } from '../contact/contact.schema';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { listingReports } from '../reports/reports.schema';
import { recheckHolds } from '../reports/reports.service';
import { localityReviews, localityReviewVotes } from '../reviews/reviews.schema';
import { brokerRequests, sellers } from '../sellers/sellers.schema';
import { recentlyViewed, shortlistItems } from '../shortlist/shortlist.schema';
import type { AccountsContext } from './accounts.context';
import { loginOtps, passwordResets, pendingRegistrations, sessions, users } from './accounts.schema';
import { holdDeletedPhone } from './deleted-phones';
import { confirmPassword } from './profile.service';

/** Stands where the password hash was: not an argon2 hash, so no password can ever match it. */
const NO_PASSWORD = '!deleted';

export async function deleteOwnAccount(ctx: AccountsContext, me: SignedIn, password: string): Promise<void> {
  const { db, now } = ctx;
  const userId = me.viewer.userId;
  if (me.viewer.role === 'admin') throw new ApiFailure(409, PRIVACY_MESSAGES.adminCannotDelete);
  await confirmPassword(ctx, userId, password, PRIVACY_MESSAGES.wrongPassword);

  await db.transaction(async (tx) => {
    // Locks the account: a concurrent block, promotion or second deletion waits, then sees this one.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user?.status !== 'active') throw new ApiFailure(401, ACCOUNT_MESSAGES.loginRequired);
    if (user.role === 'admin') throw new ApiFailure(409, PRIVACY_MESSAGES.adminCannotDelete);

    const gone = { status: 'deleted' as const, featuredUntil: null, updatedAt: now };
    const unpublishedProperties = await tx
      .update(properties)
      .set(gone)
      .where(and(eq(properties.sellerId, userId), ne(properties.status, 'deleted')))
      .returning({ id: properties.id });
    const unpublishedProjects = await tx
      .update(projects)
      .set(gone)
      .where(and(eq(projects.builderId, userId), ne(projects.status, 'deleted')))
      .returning({ id: projects.id });

    await tx
      .update(users)
      .set({
        firstName: DELETED_ACCOUNT.firstName,
        lastName: DELETED_ACCOUNT.lastName,
        email: DELETED_ACCOUNT.email(userId),
        phoneNumber: DELETED_ACCOUNT.phoneNumber(userId),
        passwordHash: NO_PASSWORD,
        status: 'deleted',
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx
      .update(sellers)
      .set({ companyName: null, address: null, about: null, photoHash: null, reraAgentNumber: null })
      .where(eq(sellers.userId, userId));
    // Their documents and messages to the verification team.
    await tx.delete(brokerRequests).where(eq(brokerRequests.sellerId, userId));
    // Messages of the contact form stay for the team's records, without a way to reach the sender.
    await tx
      .update(contactMessages)
      .set({ name: DELETED_ACCOUNT.name, email: DELETED_ACCOUNT.email(userId), phoneNumber: null })
      .where(eq(contactMessages.userId, userId));
    // What they did to others stops counting. Their open reports go, and a listing they helped hold is
    // checked again (it returns when the reporters left are too few); their decided reports stay as
    // records, without the words they wrote or where they sent them from. Their helpful marks come off
    // the reviews' counts.
    const withdrawn = await tx
      .delete(listingReports)
      .where(and(eq(listingReports.reporterId, userId), eq(listingReports.status, 'open')))
      .returning({ propertyId: listingReports.propertyId, projectId: listingReports.projectId });
    const releasedHolds = await recheckHolds(
      tx,
      withdrawn.map((report) =>
        report.propertyId !== null
          ? { kind: 'property' as const, id: Number(report.propertyId) }
          : { kind: 'project' as const, id: Number(report.projectId) },
      ),
      now,
    );
    await tx
      .update(listingReports)
      .set({ details: null, reporterPhoneHash: null, reporterNetworkHash: null, reporterDeviceHash: null })
      .where(eq(listingReports.reporterId, userId));
    const marks = await tx
      .delete(localityReviewVotes)
      .where(eq(localityReviewVotes.userId, userId))
      .returning({ reviewId: localityReviewVotes.reviewId });
    if (marks.length > 0) {
      await tx
        .update(localityReviews)
        .set({ helpfulCount: sql`greatest(${localityReviews.helpfulCount} - 1, 0)` })
        .where(
          inArray(
            localityReviews.id,
            marks.map((mark) => mark.reviewId),
          ),
        );
    }
    for (const table of [savedSearches, shortlistItems, recentlyViewed, pushSubscriptions, passwordResets, loginOtps]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.phoneNumber, user.phoneNumber));
    await tx.delete(loginOtps).where(eq(loginOtps.phoneNumber, user.phoneNumber));
    // The number cannot open a new account for a while (kept as a keyed hash, not as the number).
    await holdDeletedPhone(tx, ctx.deps.env.APP_SECRET, user.phoneNumber, now);
    // Every session ends, and with them the addresses and browsers they recorded.
    await tx.delete(sessions).where(eq(sessions.userId, userId));

    await recordAdminAction(tx, {
      actorId: userId,
      action: 'user.delete_account',
      entityType: 'user',
      entityId: userId,
      before: {
        status: user.status,
        properties: unpublishedProperties.map((p) => Number(p.id)),
        projects: unpublishedProjects.map((p) => Number(p.id)),
      },
      after: { status: 'deleted', ...(releasedHolds.length > 0 ? { releasedHolds } : {}) },
      at: now,
    });
  });
}
