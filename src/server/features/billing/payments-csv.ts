/**
 * RFC 4180 CSV of payments: a header row, CRLF line ends, every cell quoted when it holds a comma, quote
 * or line break (quotes doubled). A cell starting with = + - @ (or a tab / carriage return) is prefixed
 * with ' so a spreadsheet shows it as text instead of running it as a formula.
 */
import type { AdminPayment } from '../../../shared/billing/billing-contract';

export const PAYMENTS_CSV_HEADER = [
  'Payment id',
  'Created at',
  'Paid at',
  'Seller',
  'Seller type',
  'Plan',
  'Provider',
  'Status',
  'Amount (INR)',
  'Order or invoice',
  'Provider payment id',
] as const;

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function paymentsCsv(rows: AdminPayment[]): string {
  const lines = [PAYMENTS_CSV_HEADER.map(csvCell).join(',')];
  for (const p of rows) {
    lines.push(
      [
        p.id,
        p.createdAt,
        p.paidAt,
        p.sellerName,
        p.sellerType,
        p.planName,
        p.provider,
        p.status,
        p.amountInr,
        p.providerOrderId,
        p.providerPaymentId,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
