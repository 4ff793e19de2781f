import { Link } from 'wouter';
import type { CreditCount, RunningPlan } from '../../../shared/billing/featured-contract';
import { formatDate } from '../../../shared/date-format';
import { ROUTES } from '../../../shared/route-titles';
import { PATHS } from '../../../shared/routes';
import { BILLING_UI as UI } from './billing.content';

const KINDS = ['listings', 'featured', 'projects'] as const;

function Credits({ label, count }: { label: string; count: CreditCount }) {
  return (
    <div className="rounded-lg border border-line bg-white p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm font-semibold text-ink">{UI.creditUse(count.used, count.credits)}</dd>
    </div>
  );
}

/** The seller's running plans: what each includes, what is used and left, and when it ends. */
export function PlansRunning({ plans }: { plans: RunningPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <div className="mt-3 space-y-3">
      {plans.map((plan) => (
        <article
          key={plan.subscriptionId}
          aria-label={`${UI.yourPlanTitle}: ${plan.planName}`}
          className="card space-y-2 border-brand"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-ink">
              {UI.yourPlanTitle}: {plan.planName}
            </p>
            <p className="text-sm text-muted">{UI.planEnds(formatDate(plan.endsAt))}</p>
          </div>
          <p className="text-sm text-ink">
            {UI.creditsIncluded(plan.listings.credits, plan.featured.credits, plan.projects.credits)}
          </p>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {KINDS.filter((kind) => kind !== 'projects' || plan.projects.credits > 0).map((kind) => (
              <Credits key={kind} label={UI.creditRows[kind]} count={plan[kind]} />
            ))}
          </dl>
          {plan.featured.credits > plan.featured.used ? (
            <p className="text-sm text-muted">
              {UI.featureHint}{' '}
              <Link href={PATHS.sellerProperties} className="text-link">
                {ROUTES.sellerProperties.title}
              </Link>
              .
            </p>
          ) : null}
        </article>
      ))}
    </div>
  );
}
