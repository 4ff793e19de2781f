import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PublicReview } from '../../../../shared/reviews/review-labels';
import {
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
} from '../../../../shared/reviews/review-report-contract';
import { useSetAtom } from '../../../app/store';
import { lazyPart } from '../../../lib/lazy-part';
import { openAuthDialogAtom } from '../../accounts/accounts.atoms';
import { signedInCall } from '../../accounts/signed-in-api';
import { useSignedInUser } from '../../listing-detail/use-signed-in-user';
import type ReportDialogComponent from '../../reports/ReportDialog';
import { REVIEW_REPORT_UI } from '../reviews.content';

// The dialog loads on first use, as it does under a listing.
// Cast back to the generic component: `lazy` keeps only one instance of its props.
const ReportDialog = lazyPart(() => import('../../reports/ReportDialog')) as unknown as typeof ReportDialogComponent;

/**
 * "Report" under a review: a visitor is asked to log in first, as for reporting a listing; a signed-in
 * person picks a reason. Once sent (or sent before), it says so instead.
 */
export function ReviewReportButton({ review }: { review: PublicReview }) {
  const user = useSignedInUser();
  const openLogin = useSetAtom(openAuthDialogAtom);
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (reported)
    return (
      <p role="status" className="text-sm font-medium text-muted">
        {REVIEW_REPORT_UI.reported}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="min-h-9 text-sm font-semibold text-link underline-offset-2 hover:underline"
        aria-label={REVIEW_REPORT_UI.buttonLabel(review.author)}
        onClick={() => (user === null ? openLogin('login') : setOpen(true))}
      >
        {REVIEW_REPORT_UI.button}
      </button>
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <ReportDialog
                title={REVIEW_REPORT_UI.title}
                reasons={REVIEW_REPORT_REASONS}
                labels={REVIEW_REPORT_REASON_LABELS}
                detailsMax={REVIEW_REPORT_DETAILS_MAX}
                send={(json) => signedInCall('POST /api/reviews/:id/report', { params: { id: review.id }, json })}
                onClose={() => setOpen(false)}
                onReported={() => {
                  setReported(true);
                  setOpen(false);
                }}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
