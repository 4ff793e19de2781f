/** The admin's plans, payments and free-quota API (contract in `src/shared/billing/billing-contract.ts`). */
import type { Context } from 'hono';
import { BILLING_MESSAGES, type PaymentPage } from '../../../shared/billing/billing-contract';
import { BILLING_LABELS } from '../../../shared/billing/billing-labels';
import type { AppEnv } from '../../app-env';
import { gstSupplierOf } from '../../env-gst';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
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
const filters = {
  query: (c: Context<AppEnv>) => Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== '')),
};

export const adminBillingRoutes = endpointRoutes({
  'GET /api/admin/plans': async (c, { json }) => json({ success: true, data: await allPlans(c.var.deps.database.db) }),
  'POST /api/admin/plans': async (c, { body, json }) => {
    const data = await createPlan(adminContext(c), body);
    return json({ success: true, message: BILLING_MESSAGES.planCreated, data }, 201);
  },
  'PATCH /api/admin/plans/:id': [
    { id: BILLING_LABELS.planNumber },
    async (c, { id, body, json }) => {
      const data = await updatePlan(adminContext(c), id, body);
      return json({ success: true, message: BILLING_MESSAGES.planSaved, data });
    },
  ],
  'GET /api/admin/payments': [
    filters,
    async (c, { query }) => {
      const page = await paymentsPage(c.var.deps.database.db, query);
      return c.json<PaymentPage>({ success: true, ...page, gstSupplier: gstSupplierOf(c.var.deps.env) });
    },
  ],
  'GET /api/admin/payments.csv': [
    filters,
    async (c, { query: { page: _, ...filters } }) => {
      const rows = await paymentsForCsv(c.var.deps.database.db, filters);
      const csv = paymentsCsv(rows, gstSupplierOf(c.var.deps.env));
      const day = appNow(c).toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="payments-${day}.csv"`);
      return c.body(csv);
    },
  ],
  'POST /api/admin/payments/:id/mark-paid': [
    { id: BILLING_LABELS.paymentNumber },
    async (c, { id, body, json }) => {
      const data = await markPaid(adminContext(c), id, body.reference);
      return json({ success: true, message: BILLING_MESSAGES.markedPaid, data });
    },
  ],
  'GET /api/admin/settings/quota': async (c, { json }) =>
    json({ success: true, data: await quotaSettings(c.var.deps.database.db) }),
  'PUT /api/admin/settings/quota': async (c, { body, json }) => {
    const data = await saveQuotaSettings(adminContext(c), body);
    return json({ success: true, message: BILLING_MESSAGES.quotaSaved, data });
  },
});
