/**
 * A builder's own projects: post (within the free project quota), edit (a material edit of an active
 * project goes back to review), soft-delete. Each change runs in one transaction that locks what it
 * decides on: the builder's seller row when the quota is at stake (two concurrent posts cannot both take
 * the last free place), the project's row otherwise. Photos are checked (the builder uploaded them, or
 * the project already had them) and their rows replaced in order inside the same transaction, so a
 * refusal leaves nothing half-written. Another builder's project, or a deleted one, is "not found".
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SELLER_MESSAGES } from '../../../shared/sellers/seller-constants';
import {
  LIVE_PROJECT_STATUSES,
  mergeProjectEdit,
  type ProjectBody,
  projectInputOf,
  projectSchema,
  SELLER_PROJECT_MESSAGES,
  type SellerProject,
} from '../../../shared/sellers/seller-project-contract';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { parseOrFail } from '../../lib/validate';
import { projectAllowance } from '../billing/billing-allowance';
import { gazetteerLocation } from '../location/place-check';
import { checkPhotosUsable } from '../media/attach-photos';
import { type Seller, sellers } from '../sellers/sellers.schema';
import { projectPhotos, projects } from './projects.schema';
import { isMaterialProjectEdit, projectColumns, toSellerProject } from './seller-project-row';
import { projectEnquiryCounts, projectPhotosOf } from './seller-projects.query';

export interface SellerProjectContext {
  db: Database;
  seller: Seller;
  now: Date;
}

const notFound = () => new ApiFailure(404, SELLER_PROJECT_MESSAGES.projectNotFound);
const sellerIdOf = (ctx: SellerProjectContext) => Number(ctx.seller.userId);

/**
 * Locks the builder's seller row until the transaction ends, then checks there is room for one more live
 * project (the admin-set free quota plus the project credits of the builder's running plans).
 */
async function claimProjectQuota(tx: Database, sellerId: number, now: Date): Promise<void> {
  await tx.select({ id: sellers.userId }).from(sellers).where(eq(sellers.userId, sellerId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.builderId, sellerId), inArray(projects.status, LIVE_PROJECT_STATUSES)));
  const allowance = await projectAllowance(tx, sellerId, now);
  if (Number(row?.n ?? 0) >= allowance) {
    throw new ApiFailure(402, SELLER_PROJECT_MESSAGES.quotaReached(allowance));
  }
}

/** One of the builder's projects (not deleted) with photos and counts; `lock` holds its row for an update. */
export async function ownProject(db: Database, sellerId: number, id: number, lock = false): Promise<SellerProject> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.builderId, sellerId), sql`${projects.status} <> 'deleted'`));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  const photos = await projectPhotosOf(db, [id]);
  const counts = await projectEnquiryCounts(db, sellerId, [id]);
  return toSellerProject(row, photos.get(id) ?? [], counts.get(id));
}

/** The project's photo rows become `hashes`, in order. */
async function replacePhotos(tx: Database, projectId: number, hashes: readonly string[]): Promise<void> {
  await tx.delete(projectPhotos).where(eq(projectPhotos.projectId, projectId));
  if (hashes.length === 0) return;
  await tx.insert(projectPhotos).values(hashes.map((mediaHash, position) => ({ projectId, position, mediaHash })));
}

export async function createProject(ctx: SellerProjectContext, sent: ProjectBody): Promise<SellerProject> {
  const sellerId = sellerIdOf(ctx);
  const body = { ...sent, location: await gazetteerLocation(sent.location) };
  const photos = body.photos ?? [];
  return ctx.db.transaction(async (tx) => {
    await claimProjectQuota(tx, sellerId, ctx.now);
    await checkPhotosUsable(tx, sellerId, photos);
    const [row] = await tx
      .insert(projects)
      .values({
        ...projectColumns(body),
        builderId: sellerId,
        status: 'pending',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('the project was not stored');
    await replacePhotos(tx, Number(row.id), photos);
    return ownProject(tx, sellerId, Number(row.id));
  });
}

export interface ProjectEditResult {
  project: SellerProject;
  /** True when the edit sent the project (back) to admin review. */
  sentForReview: boolean;
}

/**
 * Applies an edit: the sent fields over the stored project, validated whole. A material edit of an
 * active project, and any edit of a rejected one (a resubmission, which needs a free place), go to review.
 */
export async function editProject(
  ctx: SellerProjectContext,
  id: number,
  edit: Record<string, unknown>,
): Promise<ProjectEditResult> {
  const sellerId = sellerIdOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await ownProject(tx, sellerId, id, true);
    const merged = mergeProjectEdit(projectInputOf(before), edit);
    if (!merged) throw new ApiFailure(400, SELLER_MESSAGES.nothingToUpdate);
    const parsed = parseOrFail(projectSchema, merged);
    const body = { ...parsed, location: await gazetteerLocation(parsed.location, before.location) };
    const photos = body.photos ?? [];
    const toReview =
      before.status === 'rejected' || (before.status === 'active' && isMaterialProjectEdit(before, body));
    // A rejected project coming back takes a live place again.
    if (before.status === 'rejected') await claimProjectQuota(tx, sellerId, ctx.now);
    await checkPhotosUsable(tx, sellerId, photos, before.photos);
    await tx
      .update(projects)
      .set({
        ...projectColumns(body),
        ...(toReview ? { status: 'pending' as const, rejectionReason: null } : {}),
        updatedAt: ctx.now,
      })
      .where(eq(projects.id, id));
    if (photos.join() !== before.photos.join()) await replacePhotos(tx, id, photos);
    return { project: await ownProject(tx, sellerId, id), sentForReview: toReview };
  });
}

/** Soft delete: the row stays (enquiries point at it) with status 'deleted', shown nowhere. */
export async function deleteProject(ctx: SellerProjectContext, id: number): Promise<void> {
  const [row] = await ctx.db
    .update(projects)
    .set({ status: 'deleted', featuredUntil: null, updatedAt: ctx.now })
    .where(and(eq(projects.id, id), eq(projects.builderId, sellerIdOf(ctx)), sql`${projects.status} <> 'deleted'`))
    .returning({ id: projects.id });
  if (!row) throw notFound();
}
