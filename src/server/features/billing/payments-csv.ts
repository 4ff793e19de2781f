/**
 * RFC 4180 CSV of payments: a header row, CRLF line ends, every cell quoted when it holds a comma, quote
 * or line break (quotes doubled). A cell starting with = + - @ (or a tab / carriage return) is prefixed
 * with ' so a spreadsheet shows it as text instead of running it as a formula. With a GSTIN configured
 * each line also carries the seller's State and the payment's GST (payment-gst.ts).
 */
import type { AdminPayment } from '../../../shared/billing/billing-contract';
import type { GstSupplier } from '../../../shared/billing/invoice-tax';
import { PAYMENT_COLUMNS } from '../../../shared/billing/payment-columns';
import {
  PAYMENT_GST_CSV_COLUMNS,
  paiseAsRupees,
  paymentGst,
  SELLER_STATE_CSV,
} from '../../../shared/billing/payment-gst';

function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function gstCells(payment: AdminPayment, supplier: GstSupplier): (string | null)[] {
  const gst = paymentGst(payment, supplier);
  return [
    payment.sellerState,
    ...PAYMENT_GST_CSV_COLUMNS.map(({ field }) => {
      const paise = gst?.[field];
      return paise == null ? null : paiseAsRupees(paise);
    }),
  ];
}

/** One line per payment under the header, every column of PAYMENT_COLUMNS in order, then GST's if any. */
export function paymentsCsv(rows: AdminPayment[], supplier: GstSupplier | null = null): string {
  const gstHeader = supplier ? [SELLER_STATE_CSV, ...PAYMENT_GST_CSV_COLUMNS.map((column) => column.csv)] : [];
  const lines = [[...PAYMENT_COLUMNS.map((column) => column.csv), ...gstHeader].map(csvCell).join(',')];
  for (const payment of rows) {
    const cells = PAYMENT_COLUMNS.map((column) => payment[column.field]);
    lines.push([...cells, ...(supplier ? gstCells(payment, supplier) : [])].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
