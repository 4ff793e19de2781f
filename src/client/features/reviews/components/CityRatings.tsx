import { useId } from 'react';
import { Link } from 'wouter';
import type { Ok } from '../../../../shared/endpoints/endpoint';
import type { CityReviews, RatedLocality } from '../../../../shared/reviews/review-labels';
import { REVIEWS_ANCHOR } from '../../../../shared/reviews/review-labels';
import { useApiRead } from '../../../lib/use-api';
import { cityReviewsRead } from '../reviews.api';
import { REVIEWS_UI } from '../reviews.content';
import { Stars } from './Stars';

const pick = (body: Partial<Ok<CityReviews>>) => body.data;

/** A city's rated localities, the best first, each with its average and link to its reviews. */
export function RatedLocalityList({ localities }: { localities: readonly RatedLocality[] }) {
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {localities.map((entry) => (
        <li key={entry.placeKey}>
          <Link
            href={`${entry.path}#${REVIEWS_ANCHOR}`}
            className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-line bg-white px-3 py-2 text-ink hover:border-brand"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold">{entry.locality}</span>
              <span className="block text-xs text-muted">{REVIEWS_UI.residents(entry.count)}</span>
            </span>
            <span className="flex shrink-0 items-center gap-1.5">
              <Stars value={entry.overall} className="text-sm" />
              <span className="font-bold">{entry.overall.toFixed(1)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A city landing page's "Localities of Bhopal rated by residents" (nothing while none is rated). */
export function CityRatings({ city }: { city: string }) {
  const id = useId();
  const read = useApiRead(cityReviewsRead(city), pick);
  if (read.kind !== 'found' || read.data.localities.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-bold text-ink sm:text-xl">
        {REVIEWS_UI.ratedLocalities(city)}
      </h2>
      <RatedLocalityList localities={read.data.localities} />
    </section>
  );
}
