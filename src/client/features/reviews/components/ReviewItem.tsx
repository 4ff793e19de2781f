import type { ReactNode } from 'react';
import { formatDate } from '../../../../shared/date-format';
import type { PublicReview } from '../../../../shared/reviews/review-labels';
import { RATING_ASPECTS, RATING_LABELS, reviewAnchor, STAY_LABELS } from '../../../../shared/reviews/review-labels';
import { REVIEWS_UI } from '../reviews.content';
import { Stars } from './Stars';

const dateOf = formatDate;

interface ReviewItemProps {
  review: PublicReview;
  /** Whether the viewer marked it helpful (known after hydration only). */
  marked: boolean;
  busy: boolean;
  /** Without it (the admin's list) the helpful count is shown as text. */
  onHelpful?: ((review: PublicReview) => void) | undefined;
  /** The review the page was opened at (the one just published): set apart from the others. */
  highlighted?: boolean;
  /** More actions under the review (reporting it). */
  children?: ReactNode;
}

/** One resident's review: who (first name and initial, owner or tenant, how long), the ratings and the text. */
export function ReviewItem({ review, marked, busy, onHelpful, highlighted = false, children }: ReviewItemProps) {
  const anchor = reviewAnchor(review.id);
  return (
    <article
      id={anchor}
      // Focusable from script only: the page moves the focus here after the person published it.
      tabIndex={-1}
      className={`scroll-mt-20 border-t border-line py-5 outline-none first:border-t-0 focus-visible:ring-2 focus-visible:ring-brand ${highlighted ? '-mx-3 rounded-lg bg-brand-soft px-3 ring-2 ring-brand/40' : ''}`}
      aria-labelledby={`${anchor}-author`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Stars value={review.ratings.overall} />
          <h3 id={`${anchor}-author`} className="font-semibold text-ink">
            {review.author}
          </h3>
        </div>
        <p className="text-xs text-muted">
          <time dateTime={review.createdAt}>{dateOf(review.createdAt)}</time>
          {review.editedAt ? ` · ${REVIEWS_UI.edited}` : ''}
        </p>
      </header>
      <p className="mt-1 text-xs text-muted">
        {review.tenure === 'Owner' ? REVIEWS_UI.owner : REVIEWS_UI.tenant} ·{' '}
        {review.livesThere ? REVIEWS_UI.livesNow : REVIEWS_UI.livedBefore} · {REVIEWS_UI.stay(STAY_LABELS[review.stay])}
      </p>
      <p className="mt-3 whitespace-pre-line break-words text-ink">{review.text}</p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {RATING_ASPECTS.map((aspect) => (
          <li key={aspect}>
            {RATING_LABELS[aspect]} <span className="font-semibold text-ink">{review.ratings[aspect]}/5</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {onHelpful ? (
          <button
            type="button"
            className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm ${marked ? 'border-brand bg-brand-soft text-brand-dark' : 'border-line bg-white text-ink hover:border-brand'}`}
            aria-pressed={marked}
            disabled={busy}
            onClick={() => onHelpful(review)}
          >
            {REVIEWS_UI.helpful} {REVIEWS_UI.helpfulCount(review.helpfulCount)}
          </button>
        ) : (
          <p className="text-sm text-muted">
            {REVIEWS_UI.helpful} {REVIEWS_UI.helpfulCount(review.helpfulCount)}
          </p>
        )}
        {children}
      </div>
    </article>
  );
}
