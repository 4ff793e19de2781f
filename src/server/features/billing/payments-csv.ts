/**
 * RFC 4180 CSV of payments: a header row, CRLF line ends, every cell quoted when it holds a comma, quote
 * or line break (quotes doubled). A cell starting with = + - @ (or a tab / carriage return) is prefixed
 * with ' so a spreadsheet shows it as text instead of running it as a formula.
 */
import type { AdminPayment } from '../../../shared/billing/billing-contract';
import { PAYMENT_COLUMNS } from '../../../shared/billing/payment-columns';

function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line per payment under the header, every column of PAYMENT_COLUMNS in order. */
export function paymentsCsv(rows: AdminPayment[]): string {
  const lines = [PAYMENT_COLUMNS.map((column) => csvCell(column.csv)).join(',')];
  for (const payment of rows) lines.push(PAYMENT_COLUMNS.map((column) => csvCell(payment[column.field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
