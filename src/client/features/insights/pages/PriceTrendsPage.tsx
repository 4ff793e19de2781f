import { Link } from 'wouter';
import type { PriceTrends } from '../../../../shared/insights/insights-contract';
import { formatCount, formatInr, formatPricePerSqft } from '../../../../shared/listings/format';
import { formatMonthName, formatMonthYear } from '../../../../shared/month-format';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useApiRead } from '../../../lib/use-api';
import { usePageHead } from '../../../lib/use-document-title';
import { TrendChart } from '../../../ui/TrendChart';
import { ByTypeTable } from '../components/ByTypeTable';
import { CityChooser } from '../components/CityChooser';
import { InsightsFrame, LoadFailed } from '../components/InsightsFrame';
import { MedianTable } from '../components/MedianTable';
import { figuresOf, priceTrendsRead } from '../insights.api';
import {
  CITY_CHOOSER,
  formatChange,
  INSIGHTS_HEAD,
  insightsCityHref,
  TRENDS_COPY,
  TRENDS_MINIMUM,
} from '../insights.content';
import { useAskedCity, useInsightsCity } from '../use-insights-city';

/**
 * The headline figures: the latest month's median, its change since the first month, listings counted.
 * Only months with the shared minimum of listings count, and with too few such months there is no trend.
 */
function summarise(trends: PriceTrends) {
  const priced = trends.months.filter(
    (point) => point.medianPricePerSqft !== null && point.listings >= TRENDS_MINIMUM.perMonth,
  );
  const first = priced[0];
  const last = priced.at(-1);
  const listings = trends.months.reduce((sum, point) => sum + point.listings, 0);
  const enough = priced.length >= TRENDS_MINIMUM.months;
  const shown = trends.months;
  const span =
    shown.length > 0
      ? TRENDS_COPY.span(
          formatMonthYear(shown[0]?.month ?? ''),
          formatMonthYear(shown.at(-1)?.month ?? ''),
          shown.length,
          listings,
        )
      : null;
  return { first, last, listings, enough, span };
}

/** Median asking price per sq.ft month by month for a city or all of India, and by property type. */
export default function PriceTrendsPage() {
  const { title } = ROUTES.insightsPriceTrends;
  const city = useInsightsCity(true);
  const askedCity = useAskedCity();
  const read = useApiRead(priceTrendsRead(city), figuresOf);
  const trends = read.kind === 'found' ? read.data : null;
  const loading = read.kind === 'loading';
  const place = trends?.city ?? (city || CITY_CHOOSER.allIndia);
  const summary = trends ? summarise(trends) : null;
  usePageHead({
    title: INSIGHTS_HEAD.trendsTitle(city ? place : null),
    description: INSIGHTS_HEAD.trendsDescription(city ? place : null),
    // '' (All India) is its own page; no `?city=` is the default city's.
    canonical: insightsCityHref(PATHS.insightsPriceTrends, askedCity === null ? null : city && place),
    // A place with too few listings for a trend (or any text typed into the address) has nothing to index.
    noindex: !summary?.enough,
  });
  const stats =
    summary?.enough && summary.first && summary.last
      ? [
          [
            `${TRENDS_COPY.latest} (${formatMonthYear(summary.last.month)}, ${formatCount(summary.last.listings)} listings)`,
            formatPricePerSqft(summary.last.medianPricePerSqft ?? 0),
          ],
          [
            TRENDS_COPY.change(formatMonthYear(summary.first.month)),
            formatChange(summary.first.medianPricePerSqft ?? 0, summary.last.medianPricePerSqft ?? 0),
          ],
          [TRENDS_COPY.listings, formatCount(summary.listings)],
        ]
      : [];

  return (
    <InsightsFrame title={title} intro={TRENDS_COPY.intro}>
      <div className="mt-6">
        <CityChooser
          current={city}
          allowAllIndia
          hrefFor={(next) => insightsCityHref(PATHS.insightsPriceTrends, next)}
        />
      </div>

      <section aria-labelledby="trends-heading" aria-busy={loading} className="mt-8 flex flex-col gap-6">
        <h2 id="trends-heading" className="text-xl font-bold text-ink">
          {TRENDS_COPY.heading(city ? place : null)}
        </h2>
        {loading && (
          <div aria-hidden="true" className="h-[26rem] animate-pulse rounded-xl bg-brand-soft">
            <span className="sr-only">{TRENDS_COPY.loading}</span>
          </div>
        )}
        {!loading && !trends && <LoadFailed onRetry={read.retry} />}
        {summary?.span && <p className="text-sm text-muted">{summary.span}</p>}
        {summary && !summary.enough && <p className="card text-ink">{TRENDS_COPY.empty(place)}</p>}
        {stats.length > 0 && (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {stats.map(([term, value], index) => (
              <div key={term} className={`card p-3 sm:p-4 ${index === 0 ? 'col-span-2 sm:col-span-1' : ''}`}>
                <dt className="text-sm text-muted">{term}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums text-ink sm:text-2xl">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* Too few listings draw no bars, but the months and their counts still show what there is. */}
        {trends && trends.months.length > 0 && (
          <TrendChart
            size="tall"
            className="card p-4 sm:p-6"
            caption={TRENDS_COPY.chartCaption(place)}
            bars={summary?.enough === true}
            points={trends.months.map((point) => ({
              key: point.month,
              value: point.medianPricePerSqft,
              figure: point.medianPricePerSqft === null ? '' : formatInr(point.medianPricePerSqft),
              label: formatMonthName(point.month),
              faint: point.listings < TRENDS_MINIMUM.perMonth,
            }))}
            note={
              trends.months.some((point) => point.listings > 0 && point.listings < TRENDS_MINIMUM.perMonth) && (
                <p className="mt-3 text-xs text-muted">{TRENDS_COPY.fewListings}</p>
              )
            }
          >
            <div className="mt-6 overflow-x-auto">
              <MedianTable
                caption={TRENDS_COPY.chartCaption(place)}
                labelColumn={TRENDS_COPY.month}
                nowrap
                rows={trends.months.map((point) => ({
                  key: point.month,
                  label: formatMonthYear(point.month),
                  median:
                    point.medianPricePerSqft === null
                      ? TRENDS_COPY.noListings
                      : formatPricePerSqft(point.medianPricePerSqft),
                  listings: formatCount(point.listings),
                }))}
              />
            </div>
          </TrendChart>
        )}
        {trends && trends.byType.length > 0 && <ByTypeTable rows={trends.byType} place={place} />}
      </section>

      <p className="mt-8 text-sm">
        <Link href={insightsCityHref(PATHS.insightsLocalities, city ? place : null)} className="text-link">
          {city ? TRENDS_COPY.localitiesLink(place) : ROUTES.insightsLocalities.title}
        </Link>
      </p>
    </InsightsFrame>
  );
}
