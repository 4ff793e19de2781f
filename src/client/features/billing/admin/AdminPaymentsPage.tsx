import { type ReactNode, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AdminPayment } from '../../../../shared/billing/billing-contract';
import { PAYMENT_TABLE_COLUMNS, type PaymentTableField } from '../../../../shared/billing/payment-columns';
import { PAYMENT_GST_TABLE } from '../../../../shared/billing/payment-gst';
import { formatDateTime } from '../../../../shared/date-format';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { adminDashboard, adminPayments } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { bodyOf } from '../../accounts/use-personal-api';
import { AdminTable, ColumnHeader } from '../../admin/shared/AdminTable';
import { useAdminApi } from '../../admin/shared/use-admin-api';
import { downloadPaymentsCsv, markPaymentPaid, paymentsRead } from '../billing.api';
import { BILLING_UI as UI } from '../billing.content';
import { MarkPaidDialog } from './MarkPaidDialog';
import { PaymentGstCells } from './PaymentGstCells';
import { PaymentsFilters } from './PaymentsFilters';
import { type PaymentFilterValues, paymentsSearch, readPaymentFilters } from './payments-url';

const when = formatDateTime;

/** How the table shows each of its columns (PAYMENT_TABLE_COLUMNS; the CSV writes the fields as stored). */
const CELLS: Record<PaymentTableField, { className: string; show: (p: AdminPayment) => ReactNode }> = {
  createdAt: { className: 'whitespace-nowrap p-2', show: (p) => when(p.createdAt) },
  sellerName: {
    className: 'p-2',
    show: (p) => (
      <>
        <span className="font-semibold text-ink">{p.sellerName}</span>
        <span className="block text-xs text-muted">{p.sellerType}</span>
      </>
    ),
  },
  planName: { className: 'p-2', show: (p) => p.planName },
  provider: { className: 'p-2', show: (p) => UI.providers[p.provider] },
  status: { className: 'p-2', show: (p) => UI.statuses[p.status] },
  amountInr: { className: 'whitespace-nowrap p-2', show: (p) => UI.inr(p.amountInr) },
  providerOrderId: { className: 'p-2 font-mono text-xs', show: (p) => p.providerOrderId },
  // The recorded reference once paid; before that, the one the seller gave, marked as theirs.
  paidReference: {
    className: 'p-2 font-mono text-xs',
    show: (p) =>
      p.paidReference ??
      (p.sellerReference ? (
        <>
          <span className="block font-sans text-muted">{UI.sellerSays}</span>
          {p.sellerReference}
        </>
      ) : null),
  },
};

const headings = (gst: boolean) => [
  ...PAYMENT_TABLE_COLUMNS.map((column) => column.table),
  ...(gst ? [PAYMENT_GST_TABLE.taxable, PAYMENT_GST_TABLE.gst] : []),
  UI.columns.actions,
];

/** `/admin/all/payments`: every payment with filters in the URL, the paid total, CSV and mark paid. */
export default function AdminPaymentsPage() {
  useDocumentTitle(ROUTES.adminPayments.title);
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, page } = readPaymentFilters(search);
  const query = paymentsSearch(filters, page);
  const payments = useAdminApi(paymentsRead(query), bodyOf);
  const cache = useApiCache();
  const [busyId, setBusyId] = useState<number | null>(null);

  const go = (next: PaymentFilterValues, nextPage = 1) => {
    const text = paymentsSearch(next, nextPage);
    navigate(text ? `${PATHS.adminPayments}?${text}` : PATHS.adminPayments);
  };
  const [asking, setAsking] = useState<AdminPayment | null>(null);
  const markPaid = async (payment: AdminPayment, reference: string) => {
    setBusyId(payment.id);
    try {
      notify.success((await markPaymentPaid(payment.id, reference)).message ?? UI.statuses.paid);
      // Its status, the paid totals and the revenue change: every list of payments is read again.
      cache.invalidate([adminPayments, adminDashboard]);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };
  const download = () =>
    void downloadPaymentsCsv(paymentsSearch(filters)).catch((error: unknown) =>
      notify.error(error instanceof Error ? error.message : String(error)),
    );

  return (
    <section className="container-page py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{ROUTES.adminPayments.title}</h1>
        <button type="button" className="btn-outline" onClick={download}>
          {UI.downloadCsv}
        </button>
      </div>
      <PaymentsFilters key={search} values={filters} onApply={(next) => go(next)} />
      <LoadState read={payments}>
        {(result) =>
          result.data.length === 0 ? (
            <p className="mt-6 text-sm text-muted">{UI.noPayments}</p>
          ) : (
            <>
              <p className="mt-4 text-sm font-semibold text-ink">
                {UI.totals(result.total, result.paidCount, result.paidTotalInr)}
              </p>
              <AdminTable
                caption={UI.paymentsCaption}
                box="relative mt-3"
                width="min-w-[60rem]"
                head={headings(result.gstSupplier !== null).map((label) => (
                  <ColumnHeader key={label}>{label}</ColumnHeader>
                ))}
              >
                {result.data.map((p) => (
                  <tr key={p.id} className="border-b border-line last:border-0">
                    {PAYMENT_TABLE_COLUMNS.map(({ field }) => (
                      <td key={field} className={CELLS[field].className}>
                        {CELLS[field].show(p)}
                      </td>
                    ))}
                    <PaymentGstCells payment={p} supplier={result.gstSupplier} />
                    <td className="p-2">
                      {p.provider === 'manual' && p.status === 'created' ? (
                        <button
                          type="button"
                          className="btn-solid"
                          disabled={busyId === p.id}
                          onClick={() => setAsking(p)}
                        >
                          {UI.markPaid}
                          <span className="sr-only"> {p.providerOrderId}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </AdminTable>
              <Pager
                label={ROUTES.adminPayments.title}
                page={result.page}
                pageSize={result.pageSize}
                total={result.total}
                onPage={(next) => go(filters, next)}
              />
            </>
          )
        }
      </LoadState>
      {asking ? (
        <MarkPaidDialog
          payment={asking}
          onConfirm={(reference) => void markPaid(asking, reference)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
