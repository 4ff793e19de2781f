import type { SellerPayment } from '../../../shared/billing/billing-contract';
import type { PaymentDetails } from '../../../shared/billing/featured-contract';
import { BILLING_UI as UI } from './billing.content';

function Details({ details }: { details: PaymentDetails }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {details.upiId ? (
        <>
          <dt className="text-muted">{UI.payWithUpi}</dt>
          <dd className="break-all font-mono text-ink">{details.upiId}</dd>
        </>
      ) : null}
      {details.bank ? (
        <>
          <dt className="text-muted sm:col-span-2 sm:mt-1 font-semibold">{UI.payToAccount}</dt>
          <dt className="text-muted">{UI.accountName}</dt>
          <dd className="text-ink">{details.bank.accountName}</dd>
          <dt className="text-muted">{UI.accountNumber}</dt>
          <dd className="font-mono text-ink">{details.bank.accountNumber}</dd>
          <dt className="text-muted">{UI.ifsc}</dt>
          <dd className="font-mono text-ink">{details.bank.ifsc}</dd>
          {details.bank.bankName ? (
            <>
              <dt className="text-muted">{UI.bankName}</dt>
              <dd className="text-ink">{details.bank.bankName}</dd>
            </>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}

/** The seller's manual invoices not paid yet, each with where to pay it and the reference to quote. */
export function PlansInvoices({ invoices, details }: { invoices: SellerPayment[]; details: PaymentDetails | null }) {
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="seller-invoices" className="mt-4 space-y-3">
      <h3 id="seller-invoices" className="font-semibold text-ink">
        {UI.invoicesTitle}
      </h3>
      {invoices.map((invoice) => (
        <article
          key={invoice.id}
          aria-label={`${UI.invoiceTitle} ${invoice.providerOrderId}`}
          className="card space-y-2 border-brand"
        >
          <p className="text-sm text-ink">
            {UI.invoiceBody(invoice.providerOrderId, invoice.amountInr, invoice.planName)}
          </p>
          {details ? <Details details={details} /> : null}
          <p className="text-sm font-semibold text-ink">{UI.quoteReference(invoice.providerOrderId)}</p>
          {details?.demo ? <p className="text-xs text-amber-900">{UI.demoDetails}</p> : null}
          <p className="text-sm text-muted">{UI.adminWillConfirm}</p>
        </article>
      ))}
    </section>
  );
}
