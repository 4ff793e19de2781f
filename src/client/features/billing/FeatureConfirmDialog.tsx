import { formatDate } from '../../../shared/date-format';
import type { SellerListing } from '../../../shared/sellers/seller-constants';
import { AdminDialog } from '../admin/shared/AdminDialog';
import { BILLING_UI as UI } from './billing.content';

interface FeatureConfirmDialogProps {
  listing: SellerListing;
  /** Featured credits left across the seller's running plans. */
  creditsLeft: number;
  /** Until when the credit would feature the listing: the end of the plan the server takes it from. */
  until: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asked before a featured credit is spent; Cancel, Escape or Back spends nothing. */
export function FeatureConfirmDialog({ listing, creditsLeft, until, onConfirm, onClose }: FeatureConfirmDialogProps) {
  return (
    <AdminDialog
      role="alertdialog"
      title={UI.featureConfirm(creditsLeft)}
      titleAs="p"
      cancel={UI.cancel}
      submit={UI.featureListing}
      onSubmit={onConfirm}
      onClose={onClose}
    >
      <p className="text-sm text-ink">{UI.featureConfirmListing(listing.title)}</p>
      <p className="text-sm font-semibold text-amber-900">{UI.featureConfirmUntil(formatDate(until))}</p>
    </AdminDialog>
  );
}
