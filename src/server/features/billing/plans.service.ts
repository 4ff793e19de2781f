/**
 * Plans (admin-edited) and the free-quota settings. Every change is one transaction with its audit entry.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  type AdminPlan,
  APP_SETTING_KEYS,
  BILLING_MESSAGES,
  type PlanBody,
  type QuotaSettings,
  type SellerPlan,
} from '../../../shared/billing/billing-contract';
import type { SellerType } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { ApiFailure } from '../../lib/errors';
import { recordAdminAction } from '../admin/admin-audit';
import { appSettings, type Plan, plans } from './billing.schema';
import { quotaSettings } from './billing-allowance';

export interface AdminContext {
  db: Database;
  adminId: number;
  now: Date;
}

const planFields = (row: Plan): PlanBody => ({
  name: row.name,
  sellerType: row.sellerType,
  priceInr: row.priceInr,
  listingCredits: row.listingCredits,
  featuredCredits: row.featuredCredits,
  projectCredits: row.projectCredits,
  durationDays: row.durationDays,
  active: row.active,
});

export const toAdminPlan = (row: Plan): AdminPlan => ({
  id: Number(row.id),
  ...planFields(row),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export async function allPlans(db: Database): Promise<AdminPlan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sellerType), asc(plans.priceInr), asc(plans.id));
  return rows.map(toAdminPlan);
}

export async function activePlansFor(db: Database, sellerType: SellerType): Promise<SellerPlan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(and(eq(plans.sellerType, sellerType), eq(plans.active, true)))
    .orderBy(asc(plans.priceInr), asc(plans.id));
  return rows.map((row) => ({ id: Number(row.id), ...planFields(row) }));
}

export async function createPlan(ctx: AdminContext, body: PlanBody): Promise<AdminPlan> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({ ...body, createdAt: ctx.now, updatedAt: ctx.now })
      .returning();
    if (!row) throw new Error('plan insert returned nothing');
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: 'plan.create',
      entityType: 'plan',
      entityId: Number(row.id),
      before: null,
      after: { ...body },
      at: ctx.now,
    });
    return toAdminPlan(row);
  });
}

export async function updatePlan(ctx: AdminContext, id: number, patch: Partial<PlanBody>): Promise<AdminPlan> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!current) throw new ApiFailure(404, BILLING_MESSAGES.planNotFound);
    const before = planFields(current);
    const changed = Object.fromEntries(
      Object.entries(patch).filter(([key, value]) => before[key as keyof PlanBody] !== value),
    ) as Partial<PlanBody>;
    if (Object.keys(changed).length === 0) return toAdminPlan(current);
    const [row] = await tx
      .update(plans)
      .set({ ...changed, updatedAt: ctx.now })
      .where(eq(plans.id, id))
      .returning();
    if (!row) throw new Error('plan update returned nothing');
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: 'plan.update',
      entityType: 'plan',
      entityId: id,
      before: Object.fromEntries(Object.keys(changed).map((key) => [key, before[key as keyof PlanBody]])),
      after: changed,
      at: ctx.now,
    });
    return toAdminPlan(row);
  });
}

export async function saveQuotaSettings(ctx: AdminContext, next: QuotaSettings): Promise<QuotaSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await quotaSettings(tx);
    for (const field of ['freeListingQuota', 'freeProjectQuota'] as const) {
      const key = APP_SETTING_KEYS[field];
      const value = next[field];
      await tx
        .insert(appSettings)
        .values({ key, value, updatedAt: ctx.now, updatedBy: ctx.adminId })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: ctx.now, updatedBy: ctx.adminId } });
    }
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: 'setting.update',
      entityType: 'setting',
      entityId: 'quota',
      before: { ...before },
      after: { ...next },
      at: ctx.now,
    });
    return next;
  });
}
