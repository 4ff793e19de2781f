import { type AdminPlan, BILLING_PATHS } from '../../../../shared/billing/billing-contract';
import type { ApiCache } from '../../../lib/api-cache';

/**
 * A plan the server saved: the plans table shows it at once (a new one last until the table is read
 * again in the server's order), and the plans sellers are offered are read again.
 */
export function planSaved(cache: ApiCache, plan: AdminPlan): void {
  let added = false;
  cache.update<{ data: AdminPlan[] }>(BILLING_PATHS.adminPlans, (body) => {
    added = !body.data.some((p) => p.id === plan.id);
    return { ...body, data: added ? [...body.data, plan] : body.data.map((p) => (p.id === plan.id ? plan : p)) };
  });
  cache.invalidate((path) => path === BILLING_PATHS.sellerPlans || (added && path === BILLING_PATHS.adminPlans));
}
