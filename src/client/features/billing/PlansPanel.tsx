import { useEffect, useState } from 'react';
import type { PaymentProviderName, SellerPlan } from '../../../shared/billing/billing-contract';
import { me, sellerBilling } from '../../lib/api-resources';
import { notify } from '../../lib/toast';
import { useApiCache } from '../../lib/use-api';
import { LoadState } from '../../ui/LoadState';
import { bodyOf, dataOf, usePersonalApi } from '../accounts/use-personal-api';
import { sellerMeRead } from '../sellers/manage/manage.api';
import { sellerBillingRead, sellerPlansRead, startPayment, verifyPayment } from './billing.api';
import { SELLER_PLANS_ANCHOR, BILLING_UI as UI } from './billing.content';
import { PlansInvoices } from './PlansInvoices';
import { PlansRunning } from './PlansRunning';
import { openCheckout } from './razorpay-checkout';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The seller's plans: the plans running now (what they include, used and left, when they end), invoices
 * still to pay with where to pay them, and the plans on offer. The manual invoice is always offered; "Pay
 * online" appears only when the server has Razorpay configured, and its Checkout script loads on that click.
 */
export function PlansPanel() {
  const offered = usePersonalApi(sellerPlansRead, bodyOf);
  const billing = usePersonalApi(sellerBillingRead, bodyOf);
  const cache = useApiCache();
  const [busy, setBusy] = useState<number | null>(null);
  // Come from a link to the plans (the project form's "See the plans"): the page opens at them.
  useEffect(() => {
    if (window.location.hash === `#${SELLER_PLANS_ANCHOR}`)
      document.getElementById(SELLER_PLANS_ANCHOR)?.scrollIntoView();
  }, []);
  const seller = usePersonalApi(sellerMeRead, dataOf);
  const running = billing.kind === 'found' ? billing.data.data.plans : [];
  // What the seller has left now, so each plan can say what would be left once bought; unknown until both arrive.
  const leftNow =
    seller.kind === 'found' && billing.kind === 'found'
      ? {
          listings: seller.data.counts.quota - seller.data.counts.live,
          featured: running.reduce((sum, plan) => sum + Math.max(0, plan.featured.credits - plan.featured.used), 0),
        }
      : null;

  const buy = async (plan: SellerPlan, provider: PaymentProviderName) => {
    setBusy(plan.id);
    try {
      const started = await startPayment(plan.id, provider);
      const { payment, checkout } = started.data;
      if (provider === 'manual' || !checkout) {
        if (started.message) notify.success(started.message);
        return;
      }
      const result = await openCheckout({ ...checkout, description: plan.name }).catch(() => {
        throw new Error(UI.checkoutFailed);
      });
      if (!result) return;
      const verified = await verifyPayment(payment.id, {
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      });
      if (verified.message) notify.success(verified.message);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(null);
      // A new invoice, or a plan now running whose credits raise the quota the dashboard shows.
      cache.invalidate([me, sellerBilling]);
    }
  };

  return (
    <section aria-labelledby={SELLER_PLANS_ANCHOR} className="mt-8">
      <h2 id={SELLER_PLANS_ANCHOR} className="text-lg font-bold text-ink">
        {UI.plansTitle}
      </h2>
      <LoadState read={billing}>
        {({ data }) => (
          <>
            <PlansRunning plans={data.plans} />
            <PlansInvoices invoices={data.invoices} details={data.paymentDetails} tax={data.tax} />
          </>
        )}
      </LoadState>
      {running.length > 0 ? (
        <h3 className="mt-6 font-semibold text-ink">{UI.morePlansTitle}</h3>
      ) : (
        <p className="mt-1 text-sm text-muted">{UI.plansIntro}</p>
      )}
      <LoadState read={offered}>
        {({ data: plans, providers }) =>
          plans.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{UI.noSellerPlans}</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {plans.map((plan) => (
                <li key={plan.id} className="card flex flex-col gap-2">
                  <p className="font-semibold text-ink">{plan.name}</p>
                  <p className="text-xl font-bold text-ink">{UI.inr(plan.priceInr)}</p>
                  <p className="text-sm text-muted">
                    {UI.planCredits(plan.listingCredits, plan.featuredCredits, plan.projectCredits, plan.durationDays)}
                  </p>
                  {leftNow ? (
                    <p className="text-sm font-medium text-ink">
                      {UI.leftAfterPurchase(
                        Math.max(0, leftNow.listings + plan.listingCredits),
                        leftNow.featured + plan.featuredCredits,
                      )}
                    </p>
                  ) : null}
                  <div className="mt-auto flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={busy !== null}
                      aria-label={`${UI.buyManual}: ${plan.name}`}
                      onClick={() => void buy(plan, 'manual')}
                    >
                      {UI.buyManual}
                    </button>
                    {providers.includes('razorpay') ? (
                      <button
                        type="button"
                        className="btn-solid"
                        disabled={busy !== null}
                        aria-label={`${UI.buyOnline}: ${plan.name}`}
                        onClick={() => void buy(plan, 'razorpay')}
                      >
                        {UI.buyOnline}
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
