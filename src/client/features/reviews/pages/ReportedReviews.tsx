import { useState } from 'react';
import { Link } from 'wouter';
import { reviewAnchor } from '../../../../shared/reviews/review-labels';
import {
  type AdminReviewReport,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
} from '../../../../shared/reviews/review-report-contract';
import { apiRead } from '../../../lib/api-read';
import { adminDashboard, adminQueue, reviews as reviewsResource } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { signedInCall } from '../../accounts/signed-in-api';
import { bodyOf } from '../../accounts/use-personal-api';
import { type Confirmation, ConfirmDialog } from '../../admin/people/ConfirmDialog';
import { useAdminApi } from '../../admin/shared/use-admin-api';
import { ReviewItem } from '../components/ReviewItem';
import { ADMIN_REVIEWS_UI as UI } from '../reviews.content';

const queueRead = (page: number) =>
  apiRead('GET /api/admin/review-reports', { query: { page: page > 1 ? page : undefined } });

/** The admin's queue of reported reviews: why people reported each, then hide it or dismiss the reports. */
export function ReportedReviews({ title }: { title: string }) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<Confirmation | null>(null);
  const read = queueRead(page);
  const queue = useAdminApi(read, bodyOf);
  const cache = useApiCache();

  const decide = async (entry: AdminReviewReport, reason?: string) => {
    const id = entry.review.id;
    setBusy(id);
    try {
      const json = reason === undefined ? { action: 'dismiss' as const } : { action: 'hide' as const, reason };
      const answer = await signedInCall('POST /api/admin/review-reports/:id', { params: { id }, json });
      cache.invalidate([adminQueue('reviews'), adminDashboard, reviewsResource]);
      notify.success(answer.message);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <LoadState read={queue}>
      {(list) => (
        <>
          {list.data.length === 0 ? <p className="card mt-4">{UI.noReports}</p> : null}
          <ul className="mt-4 space-y-4">
            {list.data.map((entry) => {
              const { review } = entry;
              return (
                <li key={review.id} className="card border-amber-300">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="text-lg font-bold text-ink">
                      <Link href={`${review.path}#${reviewAnchor(review.id)}`} className="text-link">
                        {review.locality}, {review.city}
                      </Link>
                    </h2>
                    <span className="break-all text-xs text-muted">{UI.by(review.author, review.authorEmail)}</span>
                  </div>
                  <p className="mt-2 text-sm font-semibold text-amber-900">{UI.reportedBy(entry.reporters)}</p>
                  <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
                    {REVIEW_REPORT_REASONS.filter((reason) => entry.counts[reason] > 0).map((reason) => (
                      <li key={reason}>
                        {REVIEW_REPORT_REASON_LABELS[reason]}:{' '}
                        <span className="font-semibold">{entry.counts[reason]}</span>
                      </li>
                    ))}
                  </ul>
                  {entry.details.map((detail) => (
                    <blockquote
                      key={`${detail.createdAt}-${detail.text}`}
                      className="mt-2 border-l-4 border-line pl-3 text-sm text-muted"
                    >
                      {detail.text}
                    </blockquote>
                  ))}
                  {review.hiddenReason ? (
                    <p className="mt-2 text-sm font-semibold text-red-800">{UI.hiddenBecause(review.hiddenReason)}</p>
                  ) : null}
                  <ReviewItem review={review} marked={false} busy={false} />
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-solid"
                      disabled={busy === review.id}
                      aria-label={`${UI.hide}: ${review.locality}, ${review.author}`}
                      onClick={() =>
                        setPrompt({
                          question: UI.hideTitle(review.locality),
                          confirm: UI.hide,
                          reasonLabel: UI.reason,
                          onConfirm: (reason) => void decide(entry, reason),
                        })
                      }
                    >
                      {UI.hide}
                    </button>
                    <button
                      type="button"
                      className="btn-outline"
                      disabled={busy === review.id}
                      aria-label={`${UI.dismiss}: ${review.locality}, ${review.author}`}
                      onClick={() => void decide(entry)}
                    >
                      {UI.dismiss}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <Pager page={list.page} pageSize={list.pageSize} total={list.total} label={title} onPage={setPage} />
          {prompt ? <ConfirmDialog confirmation={prompt} onClose={() => setPrompt(null)} /> : null}
        </>
      )}
    </LoadState>
  );
}
