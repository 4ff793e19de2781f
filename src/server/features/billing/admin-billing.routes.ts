/** The admin's plans, payments and free-quota API (contract in `src/shared/billing/billing-contract.ts`). */
import { type Context, Hono } from 'hono';
import {
  BILLING_MESSAGES,
  type PaymentPage,
  paymentFiltersSchema,
  planPatchSchema,
  planSchema,
  quotaSettingsSchema,
} from '../../../shared/billing/billing-contract';
import { BILLING_LABELS } from '../../../shared/billing/billing-labels';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { adminOnly } from '../admin/admin-guard';
import { quotaSettings } from './billing-allowance';
import { paymentsForCsv, paymentsPage } from './payments.query';
import { markPaid } from './payments.service';
import { paymentsCsv } from './payments-csv';
import { type AdminContext, allPlans, createPlan, saveQuotaSettings, updatePlan } from './plans.service';

const adminContext = (c: Context<AppEnv>): AdminContext => ({
  db: c.var.deps.database.db,
  adminId: signedIn(c).viewer.userId,
  now: appNow(c),
});

/** The query's filters; an empty field (a form's "any") means no filter. */
const filtersOf = (c: Context<AppEnv>) =>
  parseOrFail(
    paymentFiltersSchema,
    Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== '')),
  );

export const adminBillingRoutes = new Hono<AppEnv>()
  .get('/admin/plans', adminOnly, async (c) =>
    c.json({ success: true as const, data: await allPlans(c.var.deps.database.db) }),
  )
  .post('/admin/plans', adminOnly, async (c) => {
    const body = parseOrFail(planSchema, await jsonObjectBody(c));
    const data = await createPlan(adminContext(c), body);
    return c.json({ success: true as const, message: BILLING_MESSAGES.planCreated, data }, 201);
  })
  .patch('/admin/plans/:id', adminOnly, async (c) => {
    const id = parseId(c.req.param('id'), BILLING_LABELS.planNumber);
    const patch = parseOrFail(planPatchSchema, await jsonObjectBody(c));
    const data = await updatePlan(adminContext(c), id, patch);
    return c.json({ success: true as const, message: BILLING_MESSAGES.planSaved, data });
  })
  .get('/admin/payments', adminOnly, async (c) => {
    const page = await paymentsPage(c.var.deps.database.db, filtersOf(c));
    return c.json<PaymentPage>({ success: true, ...page });
  })
  .get('/admin/payments.csv', adminOnly, async (c) => {
    const { page: _, ...filters } = filtersOf(c);
    const csv = paymentsCsv(await paymentsForCsv(c.var.deps.database.db, filters));
    const day = appNow(c).toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="payments-${day}.csv"`);
    return c.body(csv);
  })
  .post('/admin/payments/:id/mark-paid', adminOnly, async (c) => {
    const data = await markPaid(adminContext(c), parseId(c.req.param('id'), BILLING_LABELS.paymentNumber));
    return c.json({ success: true as const, message: BILLING_MESSAGES.markedPaid, data });
  })
  .get('/admin/settings/quota', adminOnly, async (c) =>
    c.json({ success: true as const, data: await quotaSettings(c.var.deps.database.db) }),
  )
  .put('/admin/settings/quota', adminOnly, async (c) => {
    const body = parseOrFail(quotaSettingsSchema, await jsonObjectBody(c));
    const data = await saveQuotaSettings(adminContext(c), body);
    return c.json({ success: true as const, message: BILLING_MESSAGES.quotaSaved, data });
  });
