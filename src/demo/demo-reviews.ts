/**
 * Demo resident reviews: the busiest localities of each city (more of them in the header's popular
 * cities) get reviews from demo accounts, each locality with a character of its own (fixed per locality,
 * like its price level: one has good schools and bad traffic, another the reverse) and each resident
 * rating it a little differently, with helpful marks from other accounts.
 */
import { slugOf } from '../shared/landing/landing-slug';
import { POPULAR_AREA_CITIES } from '../shared/popular-areas';
import { placeKeyOf } from '../shared/reviews/review-labels';
import {
  RATING_ASPECTS,
  type RatingAspect,
  REVIEW_STAYS,
  REVIEW_TENURES,
  type ReviewStay,
  type ReviewTenure,
} from '../shared/reviews/review-vocabulary';
import type { DemoProperty, DemoSeller } from './demo.types';
import { findDemoCity } from './demo-cities.data';
import { mixSeed, type Random } from './demo-random';
import { reviewText } from './demo-review-text';
import { daysAfter, daysBefore } from './demo-time';

/** One resident's review (indexes into the marketplace's sellers: every demo account can write one). */
export interface DemoReview {
  authorIndex: number;
  placeKey: string;
  state: string;
  city: string;
  locality: string;
  overall: number;
  ratings: Record<RatingAspect, number>;
  text: string;
  tenure: ReviewTenure;
  stay: ReviewStay;
  livesThere: boolean;
  /** Indexes of the accounts that marked it helpful (never its author). */
  helpfulBy: number[];
  createdAt: Date;
  updatedAt: Date;
}

/** Localities reviewed per city: the popular cities' busiest six, other cities' busiest three. */
export const DEMO_REVIEWED_LOCALITIES = { popular: 6, other: 3 } as const;
/** A locality is reviewed only with this many active listings (its page is then indexed too). */
const MIN_LISTINGS = 3;

const POPULAR = new Set<string>(POPULAR_AREA_CITIES.map((entry) => entry.city));

const clamp = (n: number) => Math.max(1, Math.min(5, Math.round(n)));

/** What a locality is like, 1.5 to 4.8 per aspect: fixed per locality, not per seed. */
function character(city: string, locality: string): Record<RatingAspect, number> {
  return Object.fromEntries(
    RATING_ASPECTS.map((aspect) => [aspect, 1.5 + ((mixSeed(city, locality, aspect) % 1000) / 1000) * 3.3]),
  ) as Record<RatingAspect, number>;
}

interface Locality {
  city: string;
  state: string;
  locality: string;
  listings: number;
}

/** Each city's busiest localities by active listings, as many as the city gets reviewed. */
function reviewedLocalities(properties: readonly DemoProperty[]): Locality[] {
  const counts = new Map<string, Locality>();
  for (const property of properties) {
    if (property.status !== 'active') continue;
    const key = `${property.city}\u0000${property.locality}`;
    const found = counts.get(key);
    if (found) found.listings++;
    else counts.set(key, { city: property.city, state: property.state, locality: property.locality, listings: 1 });
  }
  const byCity = new Map<string, Locality[]>();
  for (const entry of counts.values()) {
    if (entry.listings < MIN_LISTINGS) continue;
    byCity.set(entry.city, [...(byCity.get(entry.city) ?? []), entry]);
  }
  return [...byCity.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([city, list]) =>
      list
        .sort((a, b) => b.listings - a.listings || a.locality.localeCompare(b.locality))
        .slice(0, POPULAR.has(city) ? DEMO_REVIEWED_LOCALITIES.popular : DEMO_REVIEWED_LOCALITIES.other),
    );
}

/** Another locality of the same demo city, for "fifteen minutes to ..." in the text. */
function nearbyOf(random: Random, city: string, locality: string): string {
  const names = (findDemoCity(city)?.localities ?? []).map(([name]) => name).filter((name) => name !== locality);
  return names.length > 0 ? random.pick(names) : `the ${city} railway station`;
}

export function generateReviews(
  random: Random,
  sellers: readonly DemoSeller[],
  properties: readonly DemoProperty[],
  reference: Date,
): DemoReview[] {
  if (sellers.length < 4) return [];
  const everyone = sellers.map((_, i) => i);
  const reviews: DemoReview[] = [];
  for (const place of reviewedLocalities(properties)) {
    const base = character(place.city, place.locality);
    const count = Math.min(sellers.length - 2, random.int(3, 5) + Math.min(6, Math.floor(place.listings / 8)));
    const authors = random.sample(everyone, count);
    for (const authorIndex of authors) {
      // Each resident is a little kinder or harsher than the next.
      const mood = random.float(-0.8, 0.8);
      const ratings = Object.fromEntries(
        RATING_ASPECTS.map((aspect) => [aspect, clamp(base[aspect] + mood + random.float(-0.9, 0.9))]),
      ) as Record<RatingAspect, number>;
      const mean = RATING_ASPECTS.reduce((sum, aspect) => sum + ratings[aspect], 0) / RATING_ASPECTS.length;
      const overall = clamp(mean + random.float(-0.6, 0.6));
      const tenure = random.weighted(REVIEW_TENURES, [45, 55]);
      const stay = random.weighted(REVIEW_STAYS, [15, 40, 25, 20]);
      const livesThere = random.chance(0.75);
      const fill = {
        locality: place.locality,
        city: place.city,
        nearby: nearbyOf(random, place.city, place.locality),
        tenure,
        stay,
        livesThere,
      };
      const ageDays = random.float(2, 700);
      const createdAt = daysBefore(reference, ageDays);
      // Older reviews have been read (and found helpful) by more people.
      const helpful = Math.min(sellers.length - 1, Math.floor(random.next() ** 2 * (3 + ageDays / 40)));
      reviews.push({
        authorIndex,
        placeKey: placeKeyOf(slugOf(place.city), slugOf(place.locality)),
        state: place.state,
        city: place.city,
        locality: place.locality,
        overall,
        ratings,
        text: reviewText(random, fill, overall, ratings),
        tenure,
        stay,
        livesThere,
        helpfulBy: random.sample(
          everyone.filter((i) => i !== authorIndex),
          helpful,
        ),
        createdAt,
        updatedAt: random.chance(0.15) ? daysAfter(createdAt, random.float(1, Math.max(1.1, ageDays - 1))) : createdAt,
      });
    }
  }
  return reviews;
}
