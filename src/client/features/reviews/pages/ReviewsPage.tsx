import { Link } from 'wouter';
import type { Ok } from '../../../../shared/endpoints/endpoint';
import type { CityReviews } from '../../../../shared/reviews/review-labels';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useApiRead } from '../../../lib/use-api';
import { usePageHead } from '../../../lib/use-document-title';
import { CityChooser } from '../../insights/components/CityChooser';
import { InsightsFrame, LoadFailed } from '../../insights/components/InsightsFrame';
import { insightsCityHref } from '../../insights/insights.content';
import { useAskedCity, useInsightsCity } from '../../insights/use-insights-city';
import { RatedLocalityList } from '../components/CityRatings';
import { cityReviewsRead } from '../reviews.api';
import { REVIEWS_PAGE_UI } from '../reviews.content';

const pick = (body: Partial<Ok<CityReviews>>) => body.data;

/** /insights/reviews ('Read Resident Reviews'): a city's localities rated by residents, the best first. */
export default function ReviewsPage() {
  const { title } = ROUTES.insightsReviews;
  const city = useInsightsCity();
  const askedCity = useAskedCity();
  const read = useApiRead(cityReviewsRead(city), pick);
  const localities = read.kind === 'found' ? read.data.localities : [];
  const shownCity = localities[0]?.city ?? city;
  usePageHead({
    title: `${title} in ${shownCity}`,
    description: REVIEWS_PAGE_UI.intro,
    canonical: insightsCityHref(PATHS.insightsReviews, askedCity ? shownCity : null),
    noindex: localities.length === 0,
  });
  const hrefFor = (next: string) => insightsCityHref(PATHS.insightsReviews, next);

  return (
    <InsightsFrame title={title} intro={REVIEWS_PAGE_UI.intro}>
      <div className="mt-6">
        <CityChooser current={city} hrefFor={hrefFor} />
      </div>
      <section aria-labelledby="rated-heading" className="mt-8" aria-busy={read.kind === 'loading'}>
        <h2 id="rated-heading" className="text-xl font-bold text-ink">
          {REVIEWS_PAGE_UI.heading(shownCity)}
        </h2>
        {read.kind === 'found' || read.kind === 'loading' ? (
          localities.length > 0 ? (
            <RatedLocalityList localities={localities} />
          ) : read.kind === 'found' ? (
            <p className="mt-3 rounded-xl bg-brand-soft px-4 py-6 text-ink">{REVIEWS_PAGE_UI.empty(shownCity)}</p>
          ) : null
        ) : (
          <div className="mt-3">
            <LoadFailed onRetry={read.retry} />
          </div>
        )}
        <p className="mt-6">
          <Link href={insightsCityHref(PATHS.insightsLocalities, shownCity)} className="font-semibold text-link">
            {REVIEWS_PAGE_UI.localitiesLink}
          </Link>
        </p>
      </section>
    </InsightsFrame>
  );
}
