/**
 * A buyer reports a listing or project (contract in `src/shared/reports/report-contract.ts`).
 *
 * One transaction locks the listing's row (`for update`) before it stores the report and counts the
 * reporters, so concurrent reports of one listing queue: exactly one of them sees the count reach the
 * threshold and holds the listing, and its seller is told once. Duplicates from one person are refused by
 * the unique index (one report per person per listing): of two concurrent requests one inserts, the other
 * finds nothing inserted and answers 409. The seller's SMS goes after the commit, never under the lock.
 * Only reporters who stand as distinct people count towards the hold (report-reporters.ts); every report
 * is kept for the admin, and the hourly allowance is counted per account and per phone.
 */
import { and, eq } from 'drizzle-orm';
import {
  HOLDING_REASONS,
  REPORT_HOLD_THRESHOLD,
  REPORT_MESSAGES,
  type ReportKind,
  type ReportReason,
  type ReportReceipt,
} from '../../../shared/reports/report-contract';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import type { RateLimits } from '../../lib/rate-limits';
import { users } from '../accounts/accounts.schema';
import { accountPhoneHash, phoneLimitKey } from '../accounts/phone-hash';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { holdingReporters, reporterSignals } from './report-reporters';
import { listingReports } from './reports.schema';

export interface ReportContext {
  db: Database;
  viewer: Viewer;
  rateLimits: RateLimits;
  /** APP_SECRET: the key of the hashes a report keeps of its reporter's phone, network and browser. */
  secret: string;
  /** The caller's network (addressNetwork: an IPv6 caller's /64). */
  network: string;
  userAgent: string | undefined;
  now: Date;
}

export interface NewReport {
  reason: ReportReason;
  details?: string | null | undefined;
}

interface LockedListing {
  status: string;
  ownerId: number;
  ownerActive: boolean;
  heldForReportsAt: Date | null;
  title: string;
  city: string;
  ownerPhone: string;
}

/** The seller to tell when this report held their listing. */
export interface HeldListing {
  phoneNumber: string;
  title: string;
  /** Where it was shown (what the hold touches in the public cache). */
  city: string;
}

const ownerColumns = { ownerStatus: users.status, ownerPhone: users.phoneNumber };

/** The listing's row, locked for the rest of the transaction, with what the report needs of its owner. */
async function lockListing(tx: Database, kind: ReportKind, id: number): Promise<LockedListing | undefined> {
  const [row] =
    kind === 'property'
      ? await tx
          .select({
            status: properties.status,
            ownerId: properties.sellerId,
            heldForReportsAt: properties.heldForReportsAt,
            title: properties.title,
            city: properties.city,
            ...ownerColumns,
          })
          .from(properties)
          .innerJoin(users, eq(users.id, properties.sellerId))
          .where(eq(properties.id, id))
          .for('update', { of: properties })
      : await tx
          .select({
            status: projects.status,
            ownerId: projects.builderId,
            heldForReportsAt: projects.heldForReportsAt,
            title: projects.name,
            city: projects.city,
            ...ownerColumns,
          })
          .from(projects)
          .innerJoin(users, eq(users.id, projects.builderId))
          .where(eq(projects.id, id))
          .for('update', { of: projects });
  return (
    row && {
      status: row.status,
      ownerId: Number(row.ownerId),
      ownerActive: row.ownerStatus === 'active',
      heldForReportsAt: row.heldForReportsAt,
      title: row.title,
      city: row.city,
      ownerPhone: row.ownerPhone,
    }
  );
}

/**
 * What may be reported: what the public sees, and a listing already held by reports (someone who opened
 * it just before it was held still gets their report in, as more evidence for the admin).
 */
const reportable = (listing: LockedListing): boolean =>
  listing.ownerActive &&
  (listing.status === 'active' || (listing.status === 'pending' && listing.heldForReportsAt !== null));

const subjectOf = (kind: ReportKind, id: number) =>
  kind === 'property' ? eq(listingReports.propertyId, id) : eq(listingReports.projectId, id);

async function hold(tx: Database, kind: ReportKind, id: number, now: Date): Promise<void> {
  const held = { status: 'pending' as const, heldForReportsAt: now, updatedAt: now };
  if (kind === 'property') await tx.update(properties).set(held).where(eq(properties.id, id));
  else await tx.update(projects).set(held).where(eq(projects.id, id));
}

/**
 * Checks again the holds of these listings after reports on them were withdrawn (their reporter deleted
 * their account): a listing held for reports that no longer has REPORT_HOLD_THRESHOLD distinct people
 * reporting sold or fake (counted as holdingReporters counts) goes back on the site. Answers the listings
 * released.
 */
export async function recheckHolds(
  tx: Database,
  subjects: ReadonlyArray<{ kind: ReportKind; id: number }>,
  now: Date,
): Promise<Array<{ kind: ReportKind; id: number }>> {
  const released: Array<{ kind: ReportKind; id: number }> = [];
  const seen = new Set<string>();
  for (const { kind, id } of subjects) {
    if (seen.has(`${kind}:${id}`)) continue;
    seen.add(`${kind}:${id}`);
    const listing = await lockListing(tx, kind, id);
    if (listing?.status !== 'pending' || listing.heldForReportsAt === null) continue;
    if ((await holdingReporters(tx, kind, id)) >= REPORT_HOLD_THRESHOLD) continue;
    const back = { status: 'active' as const, heldForReportsAt: null, updatedAt: now };
    if (kind === 'property') await tx.update(properties).set(back).where(eq(properties.id, id));
    else await tx.update(projects).set(back).where(eq(projects.id, id));
    released.push({ kind, id });
  }
  return released;
}

export interface FiledReport {
  receipt: ReportReceipt;
  /** Set when this report held the listing: whom to tell. */
  held: HeldListing | undefined;
}

/**
 * Counts one report against each allowance key (the account's and its phone's, so a new account on the
 * same number inherits what the old one used); a refused key gives back the ones counted before it.
 */
async function consumeAllowances(rateLimits: RateLimits, keys: readonly string[]): Promise<void> {
  for (const [index, key] of keys.entries()) {
    try {
      await rateLimits.consume('reportPerUser', key);
    } catch (error) {
      for (const earlier of keys.slice(0, index)) await rateLimits.refund('reportPerUser', earlier);
      if (error instanceof ApiFailure && error.status === 429) {
        throw new ApiFailure(429, REPORT_MESSAGES.tooMany, error.headers);
      }
      throw error;
    }
  }
}

export async function fileReport(ctx: ReportContext, kind: ReportKind, id: number, input: NewReport) {
  const reporterId = ctx.viewer.userId;
  const phoneHash = await accountPhoneHash(ctx.db, ctx.secret, reporterId);
  const allowances = [String(reporterId), phoneLimitKey(phoneHash)];
  await consumeAllowances(ctx.rateLimits, allowances);
  try {
    return await ctx.db.transaction(async (tx): Promise<FiledReport> => {
      const listing = await lockListing(tx, kind, id);
      if (!listing || !reportable(listing)) throw new ApiFailure(404, REPORT_MESSAGES.notFound(kind));
      if (listing.ownerId === reporterId) throw new ApiFailure(403, REPORT_MESSAGES.ownListing);
      const [row] = await tx
        .insert(listingReports)
        .values({
          propertyId: kind === 'property' ? id : null,
          projectId: kind === 'project' ? id : null,
          reporterId,
          reason: input.reason,
          details: input.details || null,
          ...reporterSignals(ctx.secret, phoneHash, ctx.network, ctx.userAgent),
          createdAt: ctx.now,
        })
        // The same person's earlier (or concurrent) report: the unique index makes this a no-op.
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiFailure(409, REPORT_MESSAGES.alreadyReported);

      const holds =
        listing.status === 'active' &&
        listing.heldForReportsAt === null &&
        (HOLDING_REASONS as readonly string[]).includes(input.reason) &&
        (await holdingReporters(tx, kind, id)) >= REPORT_HOLD_THRESHOLD;
      if (holds) await hold(tx, kind, id, ctx.now);
      return {
        receipt: {
          id: Number(row.id),
          kind,
          listingId: id,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        },
        held: holds ? { phoneNumber: listing.ownerPhone, title: listing.title, city: listing.city } : undefined,
      };
    });
  } catch (error) {
    // A refused report used none of the person's allowance.
    if (error instanceof ApiFailure && error.status !== 429) {
      for (const key of allowances) await ctx.rateLimits.refund('reportPerUser', key);
    }
    throw error;
  }
}

/** The open reports of `kind` `id` closed as `status` by `adminId`; how many there were. */
export async function resolveReports(
  tx: Database,
  kind: ReportKind,
  id: number,
  status: 'upheld' | 'dismissed',
  adminId: number,
  now: Date,
): Promise<number> {
  const closed = await tx
    .update(listingReports)
    .set({ status, resolvedBy: adminId, resolvedAt: now })
    .where(and(subjectOf(kind, id), eq(listingReports.status, 'open')))
    .returning({ id: listingReports.id });
  return closed.length;
}
