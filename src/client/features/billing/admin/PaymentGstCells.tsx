import type { AdminPayment } from '../../../../shared/billing/billing-contract';
import { formatPaise, type GstSupplier, INVOICE_TAX_LABELS as TAX } from '../../../../shared/billing/invoice-tax';
import { paymentGst } from '../../../../shared/billing/payment-gst';

/** A payment's taxable value and its GST lines (CGST + SGST, or IGST); nothing when no GSTIN is configured. */
export function PaymentGstCells({ payment, supplier }: { payment: AdminPayment; supplier: GstSupplier | null }) {
  const gst = paymentGst(payment, supplier);
  if (!gst) return null;
  const lines: [string, number | null][] = [
    [TAX.cgst, gst.cgstPaise],
    [TAX.sgst, gst.sgstPaise],
    [TAX.igst, gst.igstPaise],
  ];
  return (
    <>
      <td className="whitespace-nowrap p-2">{formatPaise(gst.taxablePaise)}</td>
      <td className="whitespace-nowrap p-2 text-xs">
        {lines.map(([label, paise]) =>
          paise === null ? null : (
            <span key={label} className="block">
              {label} {formatPaise(paise)}
            </span>
          ),
        )}
      </td>
    </>
  );
}
