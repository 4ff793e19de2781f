import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminPlan } from '../../../../shared/billing/billing-contract';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { dataOf } from '../../accounts/use-personal-api';
import { AdminTable, ColumnHeader } from '../../admin/shared/AdminTable';
import { useAdminApi } from '../../admin/shared/use-admin-api';
import { adminPlansRead, updatePlan } from '../billing.api';
import { BILLING_UI as UI } from '../billing.content';
import { planSaved } from './plan-saved';
import { QuotaForm } from './QuotaForm';

/** `/admin/subscription/manage`: every plan, a switch to offer it or not, and the free quota. */
export default function AdminPlansPage() {
  useDocumentTitle(ROUTES.adminSubscriptions.title);
  const plans = useAdminApi(adminPlansRead, dataOf);
  const cache = useApiCache();
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (plan: AdminPlan) => {
    setBusyId(plan.id);
    try {
      const answer = await updatePlan(plan.id, { active: !plan.active });
      planSaved(cache, answer.data);
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="container-page py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{ROUTES.adminSubscriptions.title}</h1>
        <Link href={PATHS.adminSubscriptionEdit} className="btn-solid">
          {UI.newPlan}
        </Link>
      </div>
      <LoadState read={plans}>
        {(all) =>
          all.length === 0 ? (
            <p className="mt-6 text-sm text-muted">{UI.noPlans}</p>
          ) : (
            <AdminTable
              caption={UI.plansTableCaption}
              box="relative mt-4"
              width="min-w-[48rem]"
              head={[
                UI.columns.name,
                UI.columns.sellerType,
                UI.columns.price,
                UI.columns.credits,
                UI.columns.duration,
                UI.columns.active,
                UI.columns.actions,
              ].map((label) => <ColumnHeader key={label}>{label}</ColumnHeader>)}
            >
              {all.map((plan) => (
                <tr key={plan.id} className="border-b border-line last:border-0">
                  <td className="p-2 font-semibold text-ink">{plan.name}</td>
                  <td className="p-2">{plan.sellerType}</td>
                  <td className="p-2">{UI.inr(plan.priceInr)}</td>
                  <td className="p-2">{UI.credits(plan.listingCredits, plan.featuredCredits, plan.projectCredits)}</td>
                  <td className="p-2">{UI.days(plan.durationDays)}</td>
                  <td className="p-2">
                    {/* The state reads as a pill, not a button: only the labelled action beside Edit changes it. */}
                    <span
                      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        plan.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-900'
                      }`}
                    >
                      {plan.active ? UI.activeOn : UI.activeOff}
                    </span>
                  </td>
                  <td className="p-2">
                    <div className="flex flex-wrap items-center gap-3">
                      <Link href={`${PATHS.adminSubscriptionEdit}?id=${plan.id}`} className="font-semibold text-link">
                        {UI.editPlan}
                        <span className="sr-only"> {plan.name}</span>
                      </Link>
                      <button
                        type="button"
                        disabled={busyId === plan.id}
                        className="btn-outline px-2 py-1 text-xs"
                        onClick={() => void toggle(plan)}
                      >
                        {plan.active ? UI.deactivate : UI.activate}
                        <span className="sr-only"> {plan.name}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
      </LoadState>
      <QuotaForm />
    </section>
  );
}
