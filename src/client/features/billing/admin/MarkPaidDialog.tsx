import { useId, useState } from 'react';
import type { AdminPayment } from '../../../../shared/billing/billing-contract';
import { referenceProblem } from '../../../../shared/billing/payment-reference';
import { AdminDialog } from '../../admin/shared/AdminDialog';
import { BILLING_UI as UI } from '../billing.content';

/**
 * Asks before marking a manual invoice paid, with the payment's reference to record: prefilled with the
 * seller's UTR or transaction id, editable, checked as the server checks it (payment-reference.ts).
 */
export function MarkPaidDialog({
  payment,
  onConfirm,
  onClose,
}: {
  payment: AdminPayment;
  onConfirm: (reference: string) => void;
  onClose: () => void;
}) {
  const fieldId = useId();
  const [reference, setReference] = useState(payment.sellerReference ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const found = referenceProblem(reference, UI.paidReference);
    if (found) {
      setProblem(found);
      return;
    }
    onClose();
    onConfirm(reference.trim());
  };

  return (
    <AdminDialog
      role="dialog"
      title={UI.confirmMarkPaid(payment.providerOrderId, payment.amountInr)}
      titleAs="p"
      cancel={UI.cancel}
      submit={UI.markPaid}
      onSubmit={submit}
      onClose={onClose}
    >
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {UI.paidReference}
      </label>
      <input
        id={fieldId}
        className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 font-mono text-sm"
        value={reference}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${fieldId}-hint`}
        onChange={(event) => {
          setReference(event.target.value);
          setProblem(null);
        }}
      />
      <p id={`${fieldId}-hint`} className={problem ? 'mt-1 text-sm text-red-700' : 'mt-1 text-xs text-muted'}>
        {problem ?? (payment.sellerReference ? UI.markPaidReferenceHint : UI.markPaidNoSellerReference)}
      </p>
    </AdminDialog>
  );
}
