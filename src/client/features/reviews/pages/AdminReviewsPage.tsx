import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { AdminReview } from '../../../../shared/reviews/review-labels';
import { REVIEWS_ANCHOR } from '../../../../shared/reviews/review-labels';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../../shared/reviews/review-vocabulary';
import { ROUTES } from '../../../../shared/route-titles';
import { REPORTED_REVIEWS_SHOW } from '../../../../shared/routes';
import { apiRead } from '../../../lib/api-read';
import { adminQueue, reviews as reviewsResource } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { signedInCall } from '../../accounts/signed-in-api';
import { bodyOf } from '../../accounts/use-personal-api';
import { type Confirmation, ConfirmDialog } from '../../admin/people/ConfirmDialog';
import { useAdminApi } from '../../admin/shared/use-admin-api';
import { ReviewItem } from '../components/ReviewItem';
import { ADMIN_REVIEWS_UI as UI } from '../reviews.content';
import { ReportedReviews } from './ReportedReviews';

type Filter = ReviewStatus | 'all' | 'reported';
/** Every status and the first page are the unadorned path. */
const listRead = (filter: Filter, page: number) =>
  apiRead('GET /api/admin/reviews', {
    query: { status: filter === 'all' ? undefined : filter, page: page > 1 ? page : undefined },
  });

/** /admin/reviews: every resident review, newest first; hide one with a reason, or show it again. */
export default function AdminReviewsPage() {
  const { title } = ROUTES.adminReviews;
  const search = useSearch();
  useDocumentTitle(title);
  const [filter, setFilter] = useState<Filter>(() =>
    // `?show=reported` (the dashboard's link) opens the reported reviews.
    new URLSearchParams(search).get('show') === REPORTED_REVIEWS_SHOW ? 'reported' : 'all',
  );
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<Confirmation | null>(null);
  const filterId = useId();
  const read = listRead(filter === 'reported' ? 'all' : filter, page);
  const reviews = useAdminApi(filter === 'reported' ? null : read, bodyOf);
  const cache = useApiCache();

  const act = async (review: AdminReview, reason?: string) => {
    setBusy(review.id);
    try {
      const answer =
        reason === undefined
          ? await signedInCall('POST /api/admin/reviews/:id/unhide', { params: { id: review.id } })
          : await signedInCall('POST /api/admin/reviews/:id/hide', { params: { id: review.id }, json: { reason } });
      cache.update(read, (list) => ({
        ...list,
        data: list.data.map((row) => (row.id === review.id ? answer.data : row)),
      }));
      cache.invalidate([adminQueue('reviews'), reviewsResource], { except: [read.path] });
      notify.success(answer.message);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <label htmlFor={filterId} className="mt-4 inline-block text-sm font-medium text-ink">
        {UI.statusFilter}
        <select
          id={filterId}
          className="mt-1 block rounded-lg border border-line bg-white px-2 py-2 text-sm"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            setPage(1);
          }}
        >
          {(['all', ...REVIEW_STATUSES, 'reported'] as const).map((value) => (
            <option key={value} value={value}>
              {UI.statuses[value]}
            </option>
          ))}
        </select>
      </label>
      {filter === 'reported' ? (
        <ReportedReviews title={title} />
      ) : (
        <LoadState read={reviews}>
          {(list) => (
            <>
              {list.data.length === 0 ? <p className="card mt-4">{UI.empty}</p> : null}
              <ul className="mt-4 space-y-4">
                {list.data.map((review) => (
                  <li
                    key={review.id}
                    className={`card ${review.status === 'hidden' ? 'border-red-300 bg-red-50/40' : ''}`}
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 className="text-lg font-bold text-ink">
                        <Link href={`${review.path}#${REVIEWS_ANCHOR}`} className="text-link">
                          {review.locality}, {review.city}
                        </Link>
                      </h2>
                      <span className="text-xs text-muted break-all">{UI.by(review.author, review.authorEmail)}</span>
                    </div>
                    {review.hiddenReason ? (
                      <p className="mt-2 text-sm font-semibold text-red-800">{UI.hiddenBecause(review.hiddenReason)}</p>
                    ) : null}
                    <ReviewItem review={review} marked={false} busy={false} />
                    <div className="flex flex-wrap gap-2">
                      {review.status === 'published' ? (
                        <button
                          type="button"
                          className="btn-outline"
                          disabled={busy === review.id}
                          aria-label={`${UI.hide}: ${review.locality}, ${review.author}`}
                          onClick={() =>
                            setPrompt({
                              question: UI.hideTitle(review.locality),
                              confirm: UI.hide,
                              reasonLabel: UI.reason,
                              onConfirm: (reason) => void act(review, reason),
                            })
                          }
                        >
                          {UI.hide}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn-solid"
                          disabled={busy === review.id}
                          aria-label={`${UI.unhide}: ${review.locality}, ${review.author}`}
                          onClick={() => void act(review)}
                        >
                          {UI.unhide}
                        </button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={list.page} pageSize={list.pageSize} total={list.total} label={title} onPage={setPage} />
            </>
          )}
        </LoadState>
      )}
      {prompt ? <ConfirmDialog confirmation={prompt} onClose={() => setPrompt(null)} /> : null}
    </section>
  );
}
