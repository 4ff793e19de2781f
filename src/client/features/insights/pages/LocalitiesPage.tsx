import { Link, useLocation, useSearch } from 'wouter';
import type { LocalityInsight } from '../../../../shared/insights/insights-contract';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useApiRead } from '../../../lib/use-api';
import { usePageHead } from '../../../lib/use-document-title';
import { CityChooser } from '../components/CityChooser';
import { InlineSelect, InsightsFrame, LoadFailed } from '../components/InsightsFrame';
import { LocalityCard } from '../components/LocalityCard';
import { figuresOf, localitiesRead } from '../insights.api';
import {
  emiCalculatorHref,
  INSIGHTS_HEAD,
  insightsCityHref,
  LOCALITIES_COPY,
  LOCALITY_SORTS,
  type LocalitySort,
} from '../insights.content';
import { useAskedCity, useInsightsCity } from '../use-insights-city';

const byMedian = (a: LocalityInsight, b: LocalityInsight) => (a.medianPricePerSqft ?? 0) - (b.medianPricePerSqft ?? 0);

const SORTERS: Record<LocalitySort, (a: LocalityInsight, b: LocalityInsight) => number> = {
  listings: (a, b) => b.listings - a.listings || a.locality.localeCompare(b.locality),
  priceHigh: (a, b) => byMedian(b, a) || b.listings - a.listings,
  priceLow: (a, b) => byMedian(a, b) || b.listings - a.listings,
  name: (a, b) => a.locality.localeCompare(b.locality),
};

const isSort = (value: string | null): value is LocalitySort => LOCALITY_SORTS.includes(value as LocalitySort);

/** The locality guide of a city: each locality's listings, median price per sq.ft, range and usual type. */
export default function LocalitiesPage() {
  const { title } = ROUTES.insightsLocalities;
  const city = useInsightsCity();
  const askedCity = useAskedCity();
  const params = new URLSearchParams(useSearch());
  const asked = params.get('sort');
  const sort: LocalitySort = isSort(asked) ? asked : 'listings';
  const [, navigate] = useLocation();
  const localities = useApiRead(localitiesRead(city), figuresOf);
  const loading = localities.kind === 'loading';

  const hrefFor = (next: string, nextSort: LocalitySort = 'listings') => {
    const query = new URLSearchParams({ city: next });
    if (nextSort !== 'listings') query.set('sort', nextSort);
    return `${PATHS.insightsLocalities}?${query}`;
  };
  const rows = localities.kind === 'found' ? localities.data : [];
  const shownCity = rows[0]?.city ?? city;
  const total = rows.reduce((sum, row) => sum + row.listings, 0);
  const sorted = [...rows].sort(SORTERS[sort]);
  const topMedian = Math.max(0, ...rows.map((row) => row.medianPricePerSqft ?? 0));
  const intro = total > 0 ? LOCALITIES_COPY.intro(total, shownCity) : LOCALITIES_COPY.introEmpty(shownCity);
  // The sort is a view of the same figures: the city alone makes the canonical address.
  usePageHead({
    title: INSIGHTS_HEAD.localitiesTitle(shownCity),
    description: intro,
    canonical: insightsCityHref(PATHS.insightsLocalities, askedCity ? shownCity : null),
    // A city with no listings (or any text typed into the address) has nothing to index.
    noindex: localities.kind !== 'found' || total === 0,
  });

  return (
    <InsightsFrame title={title} intro={intro}>
      <div className="mt-6">
        <CityChooser current={city} hrefFor={(next) => hrefFor(next, sort)} />
      </div>

      <section aria-labelledby="localities-heading" className="mt-8" aria-busy={loading}>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="localities-heading" className="text-xl font-bold text-ink">
            {LOCALITIES_COPY.heading(shownCity)}
          </h2>
          {rows.length > 1 && (
            <InlineSelect
              label={LOCALITIES_COPY.sortLabel}
              value={sort}
              onChange={(next) => navigate(hrefFor(city, next as LocalitySort), { replace: true })}
            >
              {LOCALITY_SORTS.map((key) => (
                <option key={key} value={key}>
                  {LOCALITIES_COPY.sorts[key]}
                </option>
              ))}
            </InlineSelect>
          )}
        </div>

        {!loading && localities.kind !== 'found' && <LoadFailed onRetry={localities.retry} />}
        {localities.kind === 'found' && rows.length === 0 && (
          <p className="card text-ink">{LOCALITIES_COPY.empty(city)}</p>
        )}
        {loading && <p className="sr-only">{LOCALITIES_COPY.loading}</p>}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sorted.map((locality) => (
            <li key={locality.locality}>
              <LocalityCard locality={locality} topMedian={topMedian} />
            </li>
          ))}
          {loading &&
            [0, 1, 2, 3, 4, 5].map((n) => (
              <li key={n} aria-hidden="true" className="h-[10.5rem] animate-pulse rounded-xl bg-brand-soft" />
            ))}
        </ul>
      </section>

      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link href={insightsCityHref(PATHS.insightsPriceTrends, shownCity)} className="text-link">
          {LOCALITIES_COPY.trendsLink(shownCity)}
        </Link>
        <Link href={emiCalculatorHref()} className="text-link">
          {LOCALITIES_COPY.emiLink}
        </Link>
      </p>
    </InsightsFrame>
  );
}
