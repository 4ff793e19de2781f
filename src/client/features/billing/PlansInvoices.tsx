import { type FormEvent, useId, useState } from 'react';
import type { SellerPayment } from '../../../shared/billing/billing-contract';
import type { PaymentDetails, SellerBilling } from '../../../shared/billing/featured-contract';
import { referenceProblem, upiPayLink } from '../../../shared/billing/payment-reference';
import { sellerBilling } from '../../lib/api-resources';
import { notify } from '../../lib/toast';
import { useApiCache } from '../../lib/use-api';
import { sendPaymentReference } from './billing.api';
import { BILLING_UI as UI } from './billing.content';
import { InvoiceTaxLines } from './InvoiceTaxLines';
import { UpiQrCode } from './UpiQrCode';

/**
 * Where the seller says they paid: the UTR or transaction id, checked as the server checks it
 * (payment-reference.ts), so the admin can match it against the bank statement.
 */
function ReferenceForm({ invoice }: { invoice: SellerPayment }) {
  const fieldId = useId();
  const cache = useApiCache();
  const [value, setValue] = useState(invoice.sellerReference ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = referenceProblem(value, UI.sellerReference);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      notify.success((await sendPaymentReference(invoice.id, value.trim())).message);
      cache.invalidate(sellerBilling);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-1" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {UI.sellerReference}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId}
          className="min-w-0 flex-1 rounded-lg border border-line bg-white px-3 py-2 font-mono text-sm"
          value={value}
          inputMode="text"
          autoComplete="off"
          maxLength={40}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="btn-solid" disabled={busy}>
          {UI.sendReference}
        </button>
      </div>
      <p
        id={`${fieldId}-hint`}
        role={problem ? 'alert' : undefined}
        className={problem ? 'text-sm text-red-700' : 'text-xs text-muted'}
      >
        {problem ?? (invoice.sellerReference ? UI.sentReference(invoice.sellerReference) : UI.sellerReferenceHint)}
      </p>
    </form>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <button type="button" className="btn-outline px-2 py-1 text-xs" onClick={copy}>
      {copied ? UI.copied : label}
    </button>
  );
}

function Details({ details, invoice }: { details: PaymentDetails; invoice: SellerPayment }) {
  const link = details.upiId
    ? upiPayLink(details.upiId, details.upiPayee, invoice.amountInr, invoice.providerOrderId)
    : '';
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {details.upiId ? (
        <>
          <dt className="text-muted">{UI.payWithUpi}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="break-all font-mono text-ink">{details.upiId}</span>
            <CopyButton text={details.upiId} label={UI.copyUpiId} />
            <CopyButton text={String(invoice.amountInr)} label={UI.copyAmount} />
          </dd>
          <dd className="sm:col-span-2">
            <a className="btn-solid inline-block" href={link}>
              {UI.payWithUpiApp}
            </a>
          </dd>
          <dd className="sm:col-span-2 flex flex-col items-start gap-1">
            <UpiQrCode link={link} label={UI.upiQrLabel(invoice.amountInr)} />
            <span className="text-xs text-muted">{UI.scanUpi}</span>
          </dd>
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
export function PlansInvoices({
  invoices,
  details,
  tax,
}: {
  invoices: SellerPayment[];
  details: PaymentDetails | null;
  tax: SellerBilling['tax'];
}) {
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
          <InvoiceTaxLines amountInr={invoice.amountInr} tax={tax} />
          {details ? <Details details={details} invoice={invoice} /> : null}
          <p className="text-sm font-semibold text-ink">{UI.quoteReference(invoice.providerOrderId)}</p>
          {details?.demo ? <p className="text-xs text-amber-900">{UI.demoDetails}</p> : null}
          <ReferenceForm invoice={invoice} />
          <p className="text-sm text-muted">{UI.adminWillConfirm}</p>
        </article>
      ))}
    </section>
  );
}
