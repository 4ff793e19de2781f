import type { SellerBilling } from '../../../shared/billing/featured-contract';
import { formatPaise, invoiceTax, INVOICE_TAX_LABELS as L } from '../../../shared/billing/invoice-tax';

/**
 * An invoice's GST, worked out by the shared rule (invoice-tax.ts) from the plan's GST-inclusive price:
 * our GSTIN and registered name, the taxable value, CGST + SGST or IGST, and the total; or, with no
 * GSTIN configured, that no GST is charged.
 */
export function InvoiceTaxLines({ amountInr, tax }: { amountInr: number; tax: SellerBilling['tax'] }) {
  // An answer kept offline from before invoices carried their tax has none: no GST line is made up.
  const lines = invoiceTax(amountInr, tax?.supplier ?? null, tax?.sellerState ?? null);
  if (lines.kind === 'none') return <p className="text-sm text-muted">{L.noGst}</p>;
  const rows: [string, string][] = [
    [L.taxable, formatPaise(lines.taxablePaise)],
    ...(lines.kind === 'intra'
      ? ([
          [L.cgst, formatPaise(lines.cgstPaise)],
          [L.sgst, formatPaise(lines.sgstPaise)],
        ] as [string, string][])
      : ([[L.igst, formatPaise(lines.igstPaise)]] as [string, string][])),
  ];
  return (
    <div className="max-w-md rounded-lg border border-line p-3 text-sm">
      <p className="text-muted">
        {L.supplier}: <span className="text-ink">{lines.supplier.legalName}</span>, {lines.supplier.address}
      </p>
      <p className="text-muted">
        {L.gstin}: <span className="font-mono text-ink">{lines.supplier.gstin}</span>
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="pl-4 text-right font-mono text-ink">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-line pt-1 font-semibold text-ink">{L.total}</dt>
        <dd className="border-t border-line pl-4 pt-1 text-right font-mono font-semibold text-ink">
          {formatPaise(lines.totalPaise)}
        </dd>
      </dl>
    </div>
  );
}
