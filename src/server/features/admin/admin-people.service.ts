/**
 * Accounts and sellers for the admin area: lists with search and paging, one person's details, block and
 * unblock, change a seller's type. Each change is one transaction with the person's row locked and the
 * audit entry written inside it (contract in `src/shared/admin/admin-people-contract.ts`).
 */
import { and, count, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_PEOPLE_PAGE_SIZE,
  type AdminSellerRow,
  type AdminSellersQuery,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersQuery,
  ADMIN_PEOPLE_MESSAGES as M,
} from '../../../shared/admin/admin-people-contract';
import { postedByFor, type SellerType } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { likeContains } from '../../db/like';
import { ApiFailure } from '../../lib/errors';
import { sessions, users } from '../accounts/accounts.schema';
import { revokeUserSessions } from '../accounts/sessions.service';
import { enquiries } from '../enquiries/enquiries.schema';
import { forgetInsights } from '../insights/insights.cache';
import { properties } from '../listings/listings.schema';
import { projects } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';
import { recordAdminAction } from './admin-audit';

export interface AdminContext {
  db: Database;
  adminId: number;
  now: Date;
}

const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  sellerType: sellers.sellerType,
};

type Row = { [K in Exclude<keyof typeof rowColumns, 'sellerType'>]: (typeof rowColumns)[K]['_']['data'] } & {
  sellerType: SellerType | null;
};

const toRow = (row: Row): AdminUserRow => ({
  id: Number(row.id),
  name: `${row.firstName} ${row.lastName}`,
  email: row.email,
  phoneNumber: row.phoneNumber,
  role: row.role,
  status: row.status,
  sellerType: row.sellerType,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Name, e-mail or phone contains the text (case-insensitive); LIKE wildcards in it are taken literally. */
function matches(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const like = likeContains(text);
  return or(
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
    sql`${users.email} ilike ${like}`,
    sql`${users.phoneNumber} like ${like}`,
    sql`${sellers.companyName} ilike ${like}`,
  );
}

const offset = (page: number) => (page - 1) * ADMIN_PEOPLE_PAGE_SIZE;
// Deleted accounts are gone for the admin lists too; the audit log keeps their story.
const notDeleted = ne(users.status, 'deleted');

export async function listUsers(db: Database, query: AdminUsersQuery) {
  const where = and(notDeleted, matches(query.q), query.status ? eq(users.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .leftJoin(sellers, eq(sellers.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PEOPLE_PAGE_SIZE)
      .offset(offset(query.page)),
    db.select({ n: count() }).from(users).leftJoin(sellers, eq(sellers.userId, users.id)).where(where),
  ]);
  return { data: rows.map(toRow), total: Number(total?.n ?? 0), page: query.page, pageSize: ADMIN_PEOPLE_PAGE_SIZE };
}

const listingCount = sql<number>`(select count(*) from ${properties} p where p.seller_id = ${users.id} and p.status <> 'deleted')`;
const activeCount = sql<number>`(select count(*) from ${properties} p where p.seller_id = ${users.id} and p.status = 'active')`;

export async function listSellers(db: Database, query: AdminSellersQuery) {
  const where = and(
    notDeleted,
    matches(query.q),
    query.sellerType ? eq(sellers.sellerType, query.sellerType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...rowColumns,
        companyName: sellers.companyName,
        city: sellers.city,
        verified: sellers.verified,
        listings: listingCount,
        activeListings: activeCount,
      })
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PEOPLE_PAGE_SIZE)
      .offset(offset(query.page)),
    db.select({ n: count() }).from(sellers).innerJoin(users, eq(users.id, sellers.userId)).where(where),
  ]);
  const data: AdminSellerRow[] = rows.map((row) => ({
    ...toRow(row),
    sellerType: row.sellerType,
    companyName: row.companyName,
    city: row.city,
    verified: row.verified,
    listings: Number(row.listings),
    activeListings: Number(row.activeListings),
  }));
  return { data, total: Number(total?.n ?? 0), page: query.page, pageSize: ADMIN_PEOPLE_PAGE_SIZE };
}

const num = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

export async function userDetail(db: Database, id: number, now: Date): Promise<AdminUserDetail> {
  const [row] = await db
    .select({ ...rowColumns, seller: sellers })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(and(eq(users.id, id), notDeleted));
  if (!row) throw new ApiFailure(404, M.userNotFound);
  const ofSeller = eq(properties.sellerId, id);
  const [listings, activeListings, projectCount, enquiriesSent, liveSessions] = await Promise.all([
    num(
      db
        .select({ n: count() })
        .from(properties)
        .where(and(ofSeller, ne(properties.status, 'deleted'))),
    ),
    num(
      db
        .select({ n: count() })
        .from(properties)
        .where(and(ofSeller, eq(properties.status, 'active'))),
    ),
    num(
      db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.builderId, id), ne(projects.status, 'deleted'))),
    ),
    num(db.select({ n: count() }).from(enquiries).where(eq(enquiries.buyerId, id))),
    num(
      db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > ${now}`)),
    ),
  ]);
  const s = row.seller;
  return {
    ...toRow(row),
    seller: s && {
      sellerType: s.sellerType,
      companyName: s.companyName,
      address: s.address,
      city: s.city,
      state: s.state,
      verified: s.verified,
      verifiedAt: s.verifiedAt ? s.verifiedAt.toISOString() : null,
      reraAgentNumber: s.reraAgentNumber,
      experienceYears: s.experienceYears,
    },
    counts: { listings, activeListings, projects: projectCount, enquiriesSent, liveSessions },
  };
}

/** Locks the account's row for the rest of the transaction; 404 when there is none (or it is deleted). */
async function lockUser(tx: Database, id: number) {
  const [row] = await tx
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row || row.status === 'deleted') throw new ApiFailure(404, M.userNotFound);
  return row;
}

/**
 * Blocks or unblocks an account. Public reads show only listings of active accounts, so changing the
 * status is what hides (or shows again) their listings and projects; blocking also ends every session.
 */
export async function setBlocked(ctx: AdminContext, id: number, block: boolean): Promise<AdminUserDetail> {
  if (block && id === ctx.adminId) throw new ApiFailure(400, M.cannotBlockSelf);
  await ctx.db.transaction(async (tx) => {
    const row = await lockUser(tx, id);
    if (block && row.role === 'admin') throw new ApiFailure(403, M.cannotBlockAdmin);
    if (block && row.status === 'blocked') throw new ApiFailure(409, M.alreadyBlocked);
    if (!block && row.status !== 'blocked') throw new ApiFailure(409, M.notBlocked);
    const status = block ? 'blocked' : 'active';
    await tx.update(users).set({ status, updatedAt: ctx.now }).where(eq(users.id, id));
    if (block) await revokeUserSessions(tx, id, ctx.now);
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: block ? 'user.block' : 'user.unblock',
      entityType: 'user',
      entityId: id,
      before: { status: row.status },
      after: { status },
      at: ctx.now,
    });
  });
  // Insights aggregate every public listing: the seller's prices and places leave (or return) at once.
  forgetInsights(ctx.db);
  return userDetail(ctx.db, id, ctx.now);
}

/** Changes a seller's type; their listings' `postedBy` follows, as if they had posted them as the new type. */
export async function changeSellerType(ctx: AdminContext, id: number, sellerType: SellerType) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ sellerType: sellers.sellerType, verified: sellers.verified })
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(and(eq(sellers.userId, id), notDeleted))
      .for('update');
    if (!row) throw new ApiFailure(404, M.sellerNotFound);
    if (row.sellerType === sellerType) throw new ApiFailure(409, M.sameType);
    await tx.update(sellers).set({ sellerType }).where(eq(sellers.userId, id));
    await tx
      .update(properties)
      .set({ postedBy: postedByFor(sellerType) })
      .where(eq(properties.sellerId, id));
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: 'user.change_seller_type',
      entityType: 'user',
      entityId: id,
      before: { sellerType: row.sellerType, postedBy: postedByFor(row.sellerType) },
      after: { sellerType, postedBy: postedByFor(sellerType) },
      at: ctx.now,
    });
  });
  return userDetail(ctx.db, id, ctx.now);
}
