import type { AdminPlan } from '../../../../shared/billing/billing-contract';
import type { ApiCache } from '../../../lib/api-cache';
import { adminPlans, sellerPlans } from '../../../lib/api-resources';
import { adminPlansRead } from '../billing.api';

/**
 * A plan the server saved: the plans table shows it at once (a new one last until the table is read
 * again in the server's order), and the plans sellers are offered are read again.
 */
export function planSaved(cache: ApiCache, plan: AdminPlan): void {
  let added = false;
  cache.update(adminPlansRead, (held) => {
    added = !held.data.some((p) => p.id === plan.id);
    return { ...held, data: added ? [...held.data, plan] : held.data.map((p) => (p.id === plan.id ? plan : p)) };
  });
  cache.invalidate(added ? [sellerPlans, adminPlans] : sellerPlans);
}
