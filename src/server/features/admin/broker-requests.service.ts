/**
 * Broker requests: an agent asks to be verified, an admin approves (the seller becomes `verified` with
 * the request's RERA number and experience) or rejects with a reason. Contract in
 * `src/shared/admin/broker-request-contract.ts`.
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { ADMIN_PEOPLE_PAGE_SIZE } from '../../../shared/admin/admin-people-contract';
import {
  type AdminBrokerRequest,
  type BrokerRequestStatus,
  type BrokerRequestView,
  BROKER_REQUEST_MESSAGES as M,
} from '../../../shared/admin/broker-request-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { isUniqueViolation } from '../accounts/accounts.context';
import { users } from '../accounts/accounts.schema';
import { checkPhotosUsable } from '../media/attach-photos';
import { photoUrls } from '../media/media-upload.service';
import { type BrokerRequest, brokerRequests, type Seller, sellers } from '../sellers/sellers.schema';
import { recordAdminAction } from './admin-audit';
import type { AdminContext } from './admin-people.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toView = (r: BrokerRequest): BrokerRequestView => ({
  id: Number(r.id),
  status: r.status,
  experienceYears: r.experienceYears,
  reraAgentNumber: r.reraAgentNumber,
  documents: r.documents.map((hash) => ({ hash, urls: photoUrls(hash) })),
  message: r.message,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: iso(r.decidedAt),
});

export interface NewBrokerRequest {
  experienceYears: number;
  reraAgentNumber: string;
  documents: string[];
  message?: string | undefined;
}

/** Postgres' unique violation: the partial index allows one pending request per seller. */
export async function createBrokerRequest(db: Database, seller: Seller, input: NewBrokerRequest) {
  if (seller.sellerType !== 'Agent') throw new ApiFailure(403, M.agentsOnly);
  if (seller.verified) throw new ApiFailure(403, M.alreadyVerified);
  try {
    return await db.transaction(async (tx) => {
      await checkPhotosUsable(tx, seller.userId, input.documents, [], 'documents');
      const [row] = await tx
        .insert(brokerRequests)
        .values({
          sellerId: seller.userId,
          experienceYears: input.experienceYears,
          reraAgentNumber: input.reraAgentNumber,
          documents: input.documents,
          message: input.message || null,
        })
        .returning();
      if (!row) throw new Error('broker request insert returned nothing');
      return toView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, M.pendingExists);
    throw error;
  }
}

export async function latestBrokerRequest(db: Database, sellerId: number): Promise<BrokerRequestView | null> {
  const [row] = await db
    .select()
    .from(brokerRequests)
    .where(eq(brokerRequests.sellerId, sellerId))
    .orderBy(desc(brokerRequests.createdAt), desc(brokerRequests.id))
    .limit(1);
  return row ? toView(row) : null;
}

export async function listBrokerRequests(db: Database, status: BrokerRequestStatus | undefined, page: number) {
  const where: SQL | undefined = status ? eq(brokerRequests.status, status) : undefined;
  // The queue is worked oldest first; decided requests read newest first.
  const order =
    status === 'pending'
      ? [asc(brokerRequests.createdAt), asc(brokerRequests.id)]
      : [desc(brokerRequests.createdAt), desc(brokerRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: brokerRequests, user: users, seller: sellers })
      .from(brokerRequests)
      .innerJoin(sellers, eq(sellers.userId, brokerRequests.sellerId))
      .innerJoin(users, eq(users.id, brokerRequests.sellerId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PEOPLE_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PEOPLE_PAGE_SIZE),
    db.select({ n: count() }).from(brokerRequests).where(where),
  ]);
  const data: AdminBrokerRequest[] = rows.map(({ request, user, seller }) => ({
    ...toView(request),
    seller: {
      id: Number(user.id),
      name: `${user.firstName} ${user.lastName}`,
      companyName: seller.companyName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      verified: seller.verified,
    },
  }));
  return { data, total: Number(total?.n ?? 0), page, pageSize: ADMIN_PEOPLE_PAGE_SIZE };
}

export type BrokerDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/** Decides a pending request (row locked, so two admins queue and the second gets 409). */
export async function decideBrokerRequest(ctx: AdminContext, id: number, decision: BrokerDecision) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(brokerRequests).where(eq(brokerRequests.id, id)).for('update');
    if (!row) throw new ApiFailure(404, M.notFound);
    if (row.status !== 'pending') throw new ApiFailure(409, M.alreadyDecided(row.status));
    const status = decision.decision === 'approve' ? 'approved' : 'rejected';
    const reason = decision.decision === 'reject' ? decision.reason : null;
    const [updated] = await tx
      .update(brokerRequests)
      .set({ status, reason, decidedBy: ctx.adminId, decidedAt: ctx.now })
      .where(and(eq(brokerRequests.id, id), eq(brokerRequests.status, 'pending')))
      .returning();
    if (!updated) throw new ApiFailure(409, M.alreadyDecided(row.status));
    const [before] = await tx
      .select({ verified: sellers.verified })
      .from(sellers)
      .where(eq(sellers.userId, row.sellerId))
      .for('update');
    if (decision.decision === 'approve') {
      await tx
        .update(sellers)
        .set({
          verified: true,
          verifiedAt: ctx.now,
          reraAgentNumber: row.reraAgentNumber,
          experienceYears: row.experienceYears,
        })
        .where(eq(sellers.userId, row.sellerId));
    }
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: decision.decision === 'approve' ? 'broker_request.approve' : 'broker_request.reject',
      entityType: 'broker_request',
      entityId: id,
      before: { status: row.status, sellerId: row.sellerId, verified: before?.verified ?? false },
      after: {
        status,
        reason,
        sellerId: row.sellerId,
        verified: decision.decision === 'approve' || !!before?.verified,
      },
      at: ctx.now,
    });
    return toView(updated);
  });
}
