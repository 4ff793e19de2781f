import { useState } from 'react';
import { Link } from 'wouter';
import type { Ok } from '../../../../shared/endpoints/endpoint';
import type { LocalityReviews, PublicReview, ReviewSort } from '../../../../shared/reviews/review-labels';
import { REVIEW_SORTS, REVIEWS_ANCHOR } from '../../../../shared/reviews/review-labels';
import { reviewWritePath } from '../../../../shared/routes';
import { useSetAtom } from '../../../app/store';
import { reviews as reviewsResource } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache, useApiRead } from '../../../lib/use-api';
import { openAuthDialogAtom } from '../../accounts/accounts.atoms';
import { signedInCall } from '../../accounts/signed-in-api';
import { useSignedInUser } from '../../listing-detail/use-signed-in-user';
import { localityReviewsRead } from '../reviews.api';
import { REVIEWS_UI } from '../reviews.content';
import { ReviewItem } from './ReviewItem';
import { ReviewReportButton } from './ReviewReportButton';
import { ReviewSummaryView } from './ReviewSummaryView';
import { useOpenedReview } from './use-opened-review';

const pick = (body: Partial<Ok<LocalityReviews>>) => body.data;

/**
 * A locality page's "Resident reviews": the summary and the reviews, newest or most helpful first, with
 * "Helpful" marks and the way to write one's own. Rendered by the server with the page (anonymous: the
 * marks and the signed-in person's part come after hydration).
 */
export function LocalityReviewsSection({ citySlug, localitySlug }: { citySlug: string; localitySlug: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [pages, setPages] = useState(1);
  const first = useApiRead(localityReviewsRead(citySlug, localitySlug, sort), pick);
  const user = useSignedInUser();
  const openDialog = useSetAtom(openAuthDialogAtom);
  const cache = useApiCache();
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const writeHref = reviewWritePath(citySlug, localitySlug);
  const opened = useOpenedReview(first.kind === 'found' ? first.data : null);

  const onHelpful = async (review: PublicReview) => {
    if (!user) {
      openDialog('login');
      return;
    }
    const undo = marked.has(review.id);
    setBusy(review.id);
    try {
      const answer = await signedInCall(undo ? 'DELETE /api/reviews/:id/helpful' : 'POST /api/reviews/:id/helpful', {
        params: { id: review.id },
      });
      setMarked((now) => {
        const next = new Set(now);
        if (undo) next.delete(review.id);
        else next.add(review.id);
        return next;
      });
      cache.invalidate(reviewsResource);
      notify.success(answer.message);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  if (first.kind !== 'found') {
    if (first.kind === 'loading') return <section id={REVIEWS_ANCHOR} className="mt-10 min-h-40" aria-busy="true" />;
    return (
      <section id={REVIEWS_ANCHOR} className="mt-10">
        <h2 className="text-lg font-bold text-ink sm:text-xl">{REVIEWS_UI.heading}</h2>
        <p className="mt-2 text-muted">{REVIEWS_UI.loadFailed}</p>
      </section>
    );
  }
  const data = first.data;
  const { summary } = data;
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="reviews-heading" className="mt-10 scroll-mt-20">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-lg font-bold text-ink sm:text-xl">
          {REVIEWS_UI.headingIn(data.locality)}
        </h2>
        <Link
          href={writeHref}
          className="btn-solid"
          onClick={(event) => {
            if (user) return;
            event.preventDefault();
            openDialog('login');
          }}
        >
          {REVIEWS_UI.write}
        </Link>
      </div>
      {summary.count === 0 ? (
        <p className="mt-4 rounded-xl bg-brand-soft px-4 py-6 text-ink">{REVIEWS_UI.empty}</p>
      ) : (
        <div className="card mt-4 p-4 sm:p-6">
          <ReviewSummaryView summary={summary} />
          <fieldset className="m-0 mt-6 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
            <legend className="float-left mr-1 text-sm text-muted">{REVIEWS_UI.sortLabel}:</legend>
            {REVIEW_SORTS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={sort === value}
                className={`min-h-9 rounded-full border px-3 text-sm ${sort === value ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:border-brand'}`}
                onClick={() => {
                  setSort(value);
                  setPages(1);
                }}
              >
                {REVIEWS_UI.sorts[value]}
              </button>
            ))}
          </fieldset>
          <div className="mt-2">
            {Array.from({ length: pages }, (_, index) => (
              <ReviewPage
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity
                key={index}
                first={index === 0 ? data : undefined}
                read={localityReviewsRead(citySlug, localitySlug, sort, index + 1)}
                marked={marked}
                busy={busy}
                onHelpful={onHelpful}
                opened={opened}
              />
            ))}
          </div>
          {summary.count > pages * data.pageSize && (
            <button type="button" className="btn-outline mt-2" onClick={() => setPages((n) => n + 1)}>
              {REVIEWS_UI.more}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

interface ReviewPageProps {
  first: LocalityReviews | undefined;
  read: ReturnType<typeof localityReviewsRead>;
  marked: ReadonlySet<number>;
  busy: number | null;
  onHelpful: (review: PublicReview) => void;
  opened: number | undefined;
}

/** One page of reviews: the first comes with the section's own read, later ones are read when asked for. */
function ReviewPage({ first, read: asked, marked, busy, onHelpful, opened }: ReviewPageProps) {
  const read = useApiRead(first ? null : asked, pick);
  const reviews = first?.reviews ?? (read.kind === 'found' ? read.data.reviews : []);
  return (
    <>
      {reviews.map((review) => (
        <ReviewItem
          key={review.id}
          review={review}
          marked={marked.has(review.id)}
          busy={busy === review.id}
          onHelpful={onHelpful}
          highlighted={opened === review.id}
        >
          <ReviewReportButton review={review} />
        </ReviewItem>
      ))}
    </>
  );
}
