import { Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  REPORT_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportKind,
} from '../../../shared/reports/report-contract';
import { useSetAtom } from '../../app/store';
import { lazyPart } from '../../lib/lazy-part';
import { openAuthDialogAtom } from '../accounts/accounts.atoms';
import { useSignedInUser } from '../listing-detail/use-signed-in-user';
import type ReportDialogComponent from './ReportDialog';
import { sendReport } from './reports.api';
import { REPORT_UI } from './reports.content';

// The dialog and its checks load on first use: the listing page's own script stays small.
// Cast back to the generic component: `lazy` keeps only one instance of its props.
const ReportDialog = lazyPart(() => import('./ReportDialog')) as unknown as typeof ReportDialogComponent;

interface ReportButtonProps {
  kind: ReportKind;
  id: number;
  /** The seller's account: they cannot report their own listing, so they are not offered to. */
  ownerId: number;
}

/**
 * "Report this listing" under a listing or project. A visitor is asked to log in first (the same dialog
 * the enquiry form opens); a signed-in person gets the report dialog; once sent (or sent before), the
 * button says so instead.
 */
export function ReportButton({ kind, id, ownerId }: ReportButtonProps) {
  const user = useSignedInUser();
  const openLogin = useSetAtom(openAuthDialogAtom);
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (user !== null && user.id === ownerId) return null;

  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line pt-4 text-sm text-muted">
      {reported ? (
        <p role="status" className="font-medium text-ink">
          {REPORT_UI.reported}
        </p>
      ) : (
        <>
          <span>{REPORT_UI.prompt}</span>
          <button
            type="button"
            className="text-link font-semibold underline-offset-2 hover:underline"
            onClick={() => (user === null ? openLogin('login') : setOpen(true))}
          >
            {REPORT_UI.button}
          </button>
        </>
      )}
      {/* On the body, above the page's sticky header and action bar (it opens only in the browser). */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <ReportDialog
                title={REPORT_UI.title}
                reasons={REPORT_REASONS}
                labels={REPORT_REASON_LABELS}
                detailsMax={REPORT_LIMITS.detailsMax}
                send={(input) => sendReport(kind, id, input)}
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
    </div>
  );
}
