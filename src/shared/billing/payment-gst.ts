/**
 * The GST in each payment, for the admin's payments table and its CSV when a GSTIN is configured: the
 * same split as the seller's invoice (invoice-tax.ts), from the amount and the seller's State. Without a
 * GSTIN neither shows GST columns, as no GST is charged.
 */
import type { AdminPayment } from './billing-contract';
import { type GstSupplier, INVOICE_TAX_LABELS, invoiceTax } from './invoice-tax';

export interface PaymentGst {
  taxablePaise: number;
  cgstPaise: number | null;
  sgstPaise: number | null;
  igstPaise: number | null;
}

/** A payment's taxable value and GST lines, or null when no GSTIN is configured. */
export function paymentGst(payment: AdminPayment, supplier: GstSupplier | null): PaymentGst | null {
  const tax = invoiceTax(payment.amountInr, supplier, payment.sellerState);
  if (tax.kind === 'none') return null;
  return tax.kind === 'intra'
    ? { taxablePaise: tax.taxablePaise, cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise, igstPaise: null }
    : { taxablePaise: tax.taxablePaise, cgstPaise: null, sgstPaise: null, igstPaise: tax.igstPaise };
}

/** The export's GST columns after the others, each naming the PaymentGst field it writes. */
export const PAYMENT_GST_CSV_COLUMNS = [
  { field: 'taxablePaise', csv: `${INVOICE_TAX_LABELS.taxable} (INR)` },
  { field: 'cgstPaise', csv: `${INVOICE_TAX_LABELS.cgst} (INR)` },
  { field: 'sgstPaise', csv: `${INVOICE_TAX_LABELS.sgst} (INR)` },
  { field: 'igstPaise', csv: `${INVOICE_TAX_LABELS.igst} (INR)` },
] as const satisfies readonly { field: keyof PaymentGst; csv: string }[];

/** The seller's State heads the export's GST columns: it is what decides the split. */
export const SELLER_STATE_CSV = 'Seller State';

/** The table's GST columns' headings: the taxable value, and the GST lines in one cell. */
export const PAYMENT_GST_TABLE = { taxable: INVOICE_TAX_LABELS.taxable, gst: 'GST' } as const;

/** Paise as rupees with two decimals and no grouping, as a spreadsheet reads a number: 84661 → '846.61'. */
export const paiseAsRupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
