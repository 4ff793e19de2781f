import { RATING_ASPECTS, RATING_LABELS, type ReviewSummary } from '../../../../shared/reviews/review-labels';
import { FillBar } from '../../../ui/ChartBars';
import { REVIEWS_UI } from '../reviews.content';
import { Stars } from './Stars';

/** The overall average with its stars and count, the 5-to-1 distribution bars and each aspect's average. */
export function ReviewSummaryView({ summary }: { summary: ReviewSummary }) {
  const overall = summary.averages.overall ?? 0;
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className="grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <p className="text-4xl font-extrabold text-ink">{overall.toFixed(1)}</p>
        <Stars value={overall} className="text-xl" />
        <p className="mt-1 text-sm text-muted">{REVIEWS_UI.count(summary.count)}</p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{REVIEWS_UI.distribution}</h3>
        <ul className="mt-2 space-y-1.5">
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.distribution[stars - 1] ?? 0;
            return (
              <li
                key={stars}
                className="flex items-center gap-2 text-sm"
                aria-label={REVIEWS_UI.distributionRow(stars, n)}
              >
                <span aria-hidden="true" className="w-7 shrink-0 text-muted">
                  {stars}★
                </span>
                <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-brand-soft">
                  <FillBar percent={(n / most) * 100} fill="fill-amber-500" radius={5} />
                </span>
                <span aria-hidden="true" className="w-8 shrink-0 text-right text-muted">
                  {n}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{REVIEWS_UI.aspects}</h3>
        <dl className="mt-2 space-y-1.5 text-sm">
          {RATING_ASPECTS.map((aspect) => {
            const value = summary.averages[aspect];
            return (
              <div key={aspect} className="flex items-center justify-between gap-3">
                <dt className="text-ink">{RATING_LABELS[aspect]}</dt>
                <dd className="flex shrink-0 items-center gap-1.5">
                  {value === null ? '–' : <Stars value={value} className="text-sm" />}
                  <span className="w-7 text-right font-semibold text-ink">{value?.toFixed(1)}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </div>
  );
}
