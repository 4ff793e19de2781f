import { Link, useLocation } from 'wouter';
import type { Ok } from '../../../../shared/endpoints/endpoint';
import type { LocalityReviews, MyReview } from '../../../../shared/reviews/review-labels';
import { REVIEWS_ANCHOR, type ReviewSaved, reviewAnchor } from '../../../../shared/reviews/review-labels';
import { ROUTES } from '../../../../shared/route-titles';
import { useSetAtom } from '../../../app/store';
import { api } from '../../../lib/api';
import { ownReviews, reviews } from '../../../lib/api-resources';
import { serverMessage } from '../../../lib/server-message';
import { notify } from '../../../lib/toast';
import { useApiCache, useApiRead } from '../../../lib/use-api';
import { usePageHead } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { openAuthDialogAtom } from '../../accounts/accounts.atoms';
import { readToken } from '../../accounts/accounts.storage';
import { usePersonalApi } from '../../accounts/use-personal-api';
import { useSignedInUser } from '../../listing-detail/use-signed-in-user';
import { ReviewForm } from '../components/ReviewForm';
import { localityReviewsRead, ownReviewRead } from '../reviews.api';
import { REVIEW_FORM_UI } from '../reviews.content';

const pickPlace = (body: Partial<Ok<LocalityReviews>>) => body.data;
const pickMine = (body: Partial<Ok<MyReview>>) => body.data;

/** `/reviews/write/:city/:locality`: the signed-in resident writes (or edits) their review of a locality. */
export default function WriteReviewPage() {
  const [location, navigate] = useLocation();
  const [, , , citySlug = '', localitySlug = ''] = location.toLowerCase().split('/');
  const user = useSignedInUser();
  const openDialog = useSetAtom(openAuthDialogAtom);
  const place = useApiRead(localityReviewsRead(citySlug, localitySlug), pickPlace);
  usePageHead({ title: ROUTES.reviewWrite.title, noindex: true });

  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{ROUTES.reviewWrite.title}</h1>
      <LoadState read={place}>
        {(data) => (
          <>
            <p className="mt-1 text-lg font-semibold text-ink">{REVIEW_FORM_UI.heading(data.locality, data.city)}</p>
            <Link href={`${data.path}#${REVIEWS_ANCHOR}`} className="text-sm font-semibold text-link">
              ← {REVIEW_FORM_UI.back}
            </Link>
            <p className="mt-2 text-muted">{REVIEW_FORM_UI.intro}</p>
            <div className="mt-6">
              {user ? (
                <OwnReview
                  citySlug={citySlug}
                  localitySlug={localitySlug}
                  // Back at the locality, the page opens at the review just published (use-opened-review.ts).
                  onSaved={(id) => navigate(`${data.path}#${reviewAnchor(id)}`)}
                />
              ) : (
                <div className="card flex flex-wrap items-center justify-between gap-3">
                  <p className="text-ink">{REVIEW_FORM_UI.loginNeeded}</p>
                  <button type="button" className="btn-solid" onClick={() => openDialog('login')}>
                    {REVIEW_FORM_UI.login}
                  </button>
                </div>
              )}
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}

/** The form, filled with the person's earlier review of the place when there is one. */
function OwnReview({
  citySlug,
  localitySlug,
  onSaved,
}: {
  citySlug: string;
  localitySlug: string;
  onSaved: (reviewId: number) => void;
}) {
  const params = { city: citySlug, locality: localitySlug };
  const mine = usePersonalApi(ownReviewRead(citySlug, localitySlug), pickMine);
  const cache = useApiCache();
  if (mine.kind === 'loading') return <div className="card min-h-60" aria-busy="true" />;
  const existing = mine.kind === 'found' ? mine.data : null;

  const onSave = async (json: unknown) => {
    const answer = await api('PUT /api/me/reviews/:city/:locality', {
      params,
      json: json as never,
      token: readToken(),
    }).catch(() => null);
    if (answer && (answer.status === 200 || answer.status === 201)) {
      cache.invalidate([reviews, ownReviews]);
      notify.success(serverMessage(answer.body) ?? REVIEW_FORM_UI.save);
      onSaved((answer.body as { data: ReviewSaved }).data.review.id);
      return { ok: true } as const;
    }
    return { ok: false, message: serverMessage(answer?.body) ?? REVIEW_FORM_UI.failed } as const;
  };

  return (
    <>
      {existing ? (
        <p className="mb-4 rounded-lg bg-brand-soft px-4 py-3 text-sm text-ink">{REVIEW_FORM_UI.editing}</p>
      ) : null}
      {existing?.status === 'hidden' && existing.hiddenReason ? (
        <p className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {REVIEW_FORM_UI.hiddenNotice(existing.hiddenReason)}
        </p>
      ) : null}
      <ReviewForm key={existing?.id ?? 'new'} existing={existing} onSave={onSave} />
    </>
  );
}
