import type { ListingReview } from '../../../../../shared/admin/listing-review-contract';
import { formatInr } from '../../../../../shared/listings/format';
import { StatusBadge } from '../../../../ui/StatusBadge';
import { PhotoViewer } from '../../../photos/PhotoViewer';
import { FLAG_LABELS } from '../admin-listings.content';
import { SHORTCUTS, REVIEW_UI as UI } from './listing-review.content';
import { ReviewChangesTable } from './ReviewChangesTable';
import { ReviewFacts } from './ReviewFacts';
import { ReviewFlags } from './ReviewFlags';
import { ReviewPhotos } from './ReviewPhotos';
import { ReviewSellerCard } from './ReviewSellerCard';

interface ReviewViewProps {
  review: ListingReview;
  busy: boolean;
  canApprove: boolean;
  canReject: boolean;
  onApprove: () => void;
  onReject: () => void;
  onOpen: (id: number | null) => void;
  /** The photo open full screen, by index, or null. */
  viewing: number | null;
  onView: (index: number | null) => void;
}

/**
 * The review screen: the decision and the queue on top; what changed (for an edit), the photos, the
 * description and details on the left; the flags with their matches, the seller and the keys on the right
 * (below on a phone).
 */
export function ReviewView(props: ReviewViewProps) {
  const { review, busy, viewing, onView } = props;
  const { listing, queue } = review;
  const nav = 'btn-outline px-3 py-1.5 text-sm';
  return (
    <>
      <header className="mt-3 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h2 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{listing.title}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <StatusBadge status={listing.status} kind="listing" />
            <span className="font-semibold text-ink">{formatInr(listing.price)}</span>
            <span>
              {listing.location.locality}, {listing.location.city}
            </span>
            <a href={listing.href} target="_blank" rel="noreferrer" className="text-link" title={UI.publicPageHint}>
              {UI.publicPage}
            </a>
          </p>
          {review.flags.length > 0 || review.openReports.total > 0 ? (
            // On a phone the evidence is further down: the flags are named here first.
            <ul className="mt-2 flex flex-wrap items-center gap-1 text-xs">
              {review.flags.map((flag) => (
                <li key={flag} className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">
                  {FLAG_LABELS[flag]}
                </li>
              ))}
              {review.openReports.total > 0 ? (
                <li className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">
                  {UI.openReports(review.openReports.total)}
                </li>
              ) : null}
              <li>
                <a href="#review-flags" className="text-link">
                  {UI.seeFlags}
                </a>
              </li>
            </ul>
          ) : null}
          {listing.rejectionReason ? (
            <p className="mt-1 text-sm text-red-900">{UI.rejectionReason(listing.rejectionReason)}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn-solid" disabled={busy || !props.canApprove} onClick={props.onApprove}>
            {UI.approve} <kbd className="ml-1 text-xs opacity-75">A</kbd>
          </button>
          <button type="button" className="btn-outline" disabled={busy || !props.canReject} onClick={props.onReject}>
            {UI.reject} <kbd className="ml-1 text-xs opacity-75">R</kbd>
          </button>
        </div>
      </header>
      <nav aria-label={UI.queue(queue.position, queue.total, queue.status)} className="mt-3 flex items-center gap-2">
        <button
          type="button"
          className={nav}
          disabled={queue.previousId === null}
          onClick={() => props.onOpen(queue.previousId)}
        >
          ← {UI.previous}
        </button>
        <span className="text-sm text-muted">{UI.queue(queue.position, queue.total, queue.status)}</span>
        <button
          type="button"
          className={nav}
          disabled={queue.nextId === null}
          onClick={() => props.onOpen(queue.nextId)}
        >
          {UI.next} →
        </button>
      </nav>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-4">
          {review.reviewChanges ? <ReviewChangesTable changes={review.reviewChanges} /> : null}
          <ReviewPhotos photos={listing.photos} onOpen={onView} />
          <ReviewFacts listing={listing} />
        </div>
        <div className="min-w-0 space-y-4">
          <ReviewFlags review={review} />
          <ReviewSellerCard seller={review.seller} />
          <section aria-labelledby="review-keys" className="card">
            <h2 id="review-keys" className="text-lg font-bold text-ink">
              {UI.shortcutsHeading}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {SHORTCUTS.map((shortcut) => (
                <div key={shortcut.keys} className="contents">
                  <dt>
                    <kbd className="rounded border border-line bg-brand-soft px-1.5 font-mono text-xs">
                      {shortcut.keys}
                    </kbd>
                  </dt>
                  <dd className="text-ink">{shortcut.does}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
      {viewing !== null ? (
        <PhotoViewer photos={listing.photos} index={viewing} onIndex={onView} onClose={() => onView(null)} />
      ) : null}
    </>
  );
}
