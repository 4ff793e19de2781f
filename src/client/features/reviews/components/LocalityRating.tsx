import { Link } from 'wouter';
import type { Ok } from '../../../../shared/endpoints/endpoint';
import { landingPath, slugOf } from '../../../../shared/landing/landing-paths';
import { type CityReviews, REVIEWS_ANCHOR, ratingLine } from '../../../../shared/reviews/review-labels';
import { useApiRead } from '../../../lib/use-api';
import { cityReviewsRead } from '../reviews.api';
import { Stars } from './Stars';

const pick = (body: Partial<Ok<CityReviews>>) => body.data;

/**
 * A property page's line about its locality: '4.2 ★ from 18 residents', linking to the locality page's
 * reviews; nothing while the locality has none (read from the city's rated localities, one small answer
 * that every property page of the city shares).
 */
export function LocalityRating({ city, locality }: { city: string; locality: string }) {
  const read = useApiRead(cityReviewsRead(city), pick);
  const key = `${slugOf(city)}/${slugOf(locality)}`;
  const rated = read.kind === 'found' ? read.data.localities.find((entry) => entry.placeKey === key) : undefined;
  if (!rated) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Stars value={rated.overall} />
      <Link href={`${landingPath({ city, locality })}#${REVIEWS_ANCHOR}`} className="font-semibold text-link">
        {ratingLine(rated.overall, rated.count)}
      </Link>
    </p>
  );
}
