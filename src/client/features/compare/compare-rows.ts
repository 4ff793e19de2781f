/** What each row of the compare table says about a property, formatted as the property page says it. */
import type { CompareListing } from '../../../shared/compare/compare-constants';
import { bhkLabel, formatPricePerSqft } from '../../../shared/listings/format';
import { LISTED_FIELDS as LISTED } from '../../../shared/listings/listing-fields';
import { ratingLine } from '../../../shared/reviews/review-labels';
import { DETAIL_UI } from '../listing-detail/detail.content';
import { areaText, priceLines } from '../listing-detail/property-facts';
import { COMPARE_UI } from './compare.content';

const R = COMPARE_UI.rows;
const NONE = COMPARE_UI.notGiven;

export type CompareRowKey = keyof typeof R;

/** A row: its label and each property's value in words. */
export interface CompareRow {
  key: CompareRowKey;
  label: string;
  values: string[];
}

const VALUE: Record<Exclude<CompareRowKey, 'localityRating'>, (p: CompareListing) => string> = {
  price: (p) => {
    const prices = priceLines(p);
    return prices.deposit ? `${prices.short} (${DETAIL_UI.facts.deposit} ${prices.deposit})` : prices.short;
  },
  pricePerSqft: (p) =>
    p.transactionType === 'Buy' && p.pricePerSqft !== null && p.pricePerSqft > 0
      ? formatPricePerSqft(p.pricePerSqft)
      : NONE,
  area: (p) => areaText(p.area),
  bhk: (p) => (p.bedrooms !== null ? bhkLabel(p.bedrooms) : NONE),
  // As the property page's facts write them (LISTED_FIELDS).
  floor: (p) => LISTED.floor.fact(p) ?? NONE,
  furnishing: (p) => LISTED.furnishing.fact(p) ?? NONE,
  possession: (p) => LISTED.possession.fact(p) ?? NONE,
  age: (p) => LISTED.ageYears.fact(p) ?? NONE,
  amenities: (p) => (p.amenities.length > 0 ? p.amenities.join(', ') : COMPARE_UI.noAmenities),
  type: (p) => `${p.propertyType}, ${DETAIL_UI.transaction[p.transactionType]}`,
  location: (p) => `${p.location.locality}, ${p.location.city}`,
};

const ORDER: CompareRowKey[] = [
  'price',
  'pricePerSqft',
  'area',
  'bhk',
  'floor',
  'furnishing',
  'possession',
  'age',
  'localityRating',
  'amenities',
  'type',
  'location',
];

/** The rows in the order a buyer weighs them; the locality rating only when some locality has one. */
export function compareRows(listings: readonly CompareListing[]): CompareRow[] {
  const rated = listings.some((p) => p.localityRating !== null);
  return ORDER.filter((key) => key !== 'localityRating' || rated).map((key) => ({
    key,
    label: R[key],
    values: listings.map((p) =>
      key === 'localityRating'
        ? p.localityRating
          ? ratingLine(p.localityRating.overall, p.localityRating.count)
          : COMPARE_UI.noRating
        : VALUE[key](p),
    ),
  }));
}
