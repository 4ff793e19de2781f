/**
 * GST on a plan's invoice (docs/product-rules.md, Billing). A plan's price is what the seller pays, GST
 * included: the invoice splits it into the taxable value and GST at 18%, as CGST 9% + SGST 9% when the
 * seller's State is ours (intra-state supply) or IGST 18% when it is not. Only when the server has a
 * GSTIN configured; without one no GST is charged and the invoice says so. All sums are whole paise.
 */

export const GST_RATE_PERCENT = 18;

/** The registered supplier (us) the invoice names, from the configuration. */
export interface GstSupplier {
  gstin: string;
  legalName: string;
  address: string;
  /** The State of our registration: a seller there is charged CGST + SGST, any other IGST. */
  state: string;
}

interface TaxedInvoice {
  supplier: GstSupplier;
  totalPaise: number;
  taxablePaise: number;
}

export type InvoiceTax =
  | { kind: 'none' }
  | (TaxedInvoice & { kind: 'intra'; cgstPaise: number; sgstPaise: number })
  | (TaxedInvoice & { kind: 'inter'; igstPaise: number });

/**
 * The tax on a GST-inclusive price of `amountInr` whole rupees, for a seller in `sellerState`. The taxable
 * value is total × 100 / 118 rounded to the nearest paisa (half up), in integers; GST is the rest, so the
 * lines always add up to the price. CGST takes the lower half of an odd paisa, SGST the rest.
 */
export function invoiceTax(amountInr: number, supplier: GstSupplier | null, sellerState: string | null): InvoiceTax {
  if (!supplier) return { kind: 'none' };
  const totalPaise = amountInr * 100;
  const base = 100 + GST_RATE_PERCENT;
  const taxablePaise = Math.floor((totalPaise * 100 + base / 2) / base);
  const gstPaise = totalPaise - taxablePaise;
  if (sellerState !== null && sellerState === supplier.state) {
    const cgstPaise = Math.floor(gstPaise / 2);
    return { kind: 'intra', supplier, totalPaise, taxablePaise, cgstPaise, sgstPaise: gstPaise - cgstPaise };
  }
  return { kind: 'inter', supplier, totalPaise, taxablePaise, igstPaise: gstPaise };
}

/** Paise as rupees with two decimals and Indian digit grouping: 84746 → '₹847.46', 12345600 → '₹1,23,456.00'. */
export function formatPaise(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  const digits = String(rupees);
  const last3 = digits.slice(-3);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${head ? `${head},${last3}` : last3}.${rest}`;
}

export const INVOICE_TAX_LABELS = {
  gstin: 'GSTIN',
  supplier: 'Billed by',
  taxable: 'Taxable value',
  cgst: `CGST ${GST_RATE_PERCENT / 2}%`,
  sgst: `SGST ${GST_RATE_PERCENT / 2}%`,
  igst: `IGST ${GST_RATE_PERCENT}%`,
  total: 'Total (GST included)',
  noGst: 'No GST is charged on this invoice.',
} as const;
