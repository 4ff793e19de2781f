/**
 * The admin's payment columns, described once for the payments table (/admin/all/payments) and its CSV
 * export (GET /api/admin/payments.csv). Each column names the AdminPayment field it reads; `csv` is its
 * header cell in the export and `table` its heading in the table (a column without one is in the export
 * only). The export writes each field as stored; the table formats it for people (dates in IST, rupees,
 * the provider's and status's words).
 */
import type { AdminPayment } from './billing-contract';

interface PaymentColumn {
  field: keyof AdminPayment;
  csv: string;
  table?: string;
}

export const PAYMENT_COLUMNS = [
  { field: 'id', csv: 'Payment id' },
  { field: 'createdAt', csv: 'Created at', table: 'Date' },
  { field: 'paidAt', csv: 'Paid at' },
  { field: 'sellerName', csv: 'Seller', table: 'Seller' },
  { field: 'sellerType', csv: 'Seller type' },
  { field: 'planName', csv: 'Plan', table: 'Plan' },
  { field: 'provider', csv: 'Provider', table: 'Provider' },
  { field: 'status', csv: 'Status', table: 'Status' },
  { field: 'amountInr', csv: 'Amount (INR)', table: 'Amount' },
  { field: 'providerOrderId', csv: 'Order or invoice', table: 'Invoice or order' },
  { field: 'providerPaymentId', csv: 'Provider payment id' },
  { field: 'sellerReference', csv: 'Seller UTR or transaction id' },
  { field: 'paidReference', csv: 'Payment reference', table: 'Reference' },
] as const satisfies readonly PaymentColumn[];

type TableColumn = Extract<(typeof PAYMENT_COLUMNS)[number], { table: string }>;

/** The fields the table shows, one column each. */
export type PaymentTableField = TableColumn['field'];

/** The table's columns, in the export's order. */
export const PAYMENT_TABLE_COLUMNS: readonly TableColumn[] = PAYMENT_COLUMNS.filter(
  (column): column is TableColumn => 'table' in column,
);
