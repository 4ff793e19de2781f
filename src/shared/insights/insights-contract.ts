/**
 * Insights from our own listings (the menus' 'INTRODUCING Insights' panel): locality guides, price trends
 * and tools. Only active listings count; prices per sq.ft are medians, so one odd listing moves nothing.
 *
 *   GET /api/insights/cities                       → { success, data: CityInsight[] }   (by active listings, most first)
 *   GET /api/insights/localities?city=Bhopal       → { success, data: LocalityInsight[] } (400 without city)
 *   GET /api/insights/price-trends?city=Bhopal     → { success, data: PriceTrends }      (city optional: all India)
 */

export interface CityInsight {
  city: string;
  state: string;
  listings: number;
  medianPricePerSqft: number | null;
}

/** The median price per sq.ft of one property type's listings for sale: flats and plots are priced apart. */
export interface TypeMedian {
  propertyType: string;
  medianPricePerSqft: number | null;
  listings: number;
}

export interface LocalityInsight {
  locality: string;
  city: string;
  state: string;
  listings: number;
  /** The median of its most common type's listings (`commonType`): a median over flats and plots together means neither. */
  medianPricePerSqft: number | null;
  /** The median of each type listed there, most listings first. */
  byType: TypeMedian[];
  minPrice: number;
  maxPrice: number;
  /** The property type with the most listings there. */
  commonType: string;
}

/**
 * How many listings make a price trend: a month's median counts only with `perMonth` listings for sale
 * (a median of a handful is one seller's asking price, not a market), and a trend needs `months` such
 * months. Below it the page says there are not enough listings rather than headline a change.
 */
export const PRICE_TREND_MINIMUM = { perMonth: 20, months: 2 } as const;

export interface PriceTrendPoint {
  /** 'YYYY-MM' of the listings' publication. */
  month: string;
  medianPricePerSqft: number | null;
  listings: number;
}

export interface PriceTrends {
  city: string | null;
  /** Buy listings only (rent is not per sq.ft comparable), from the first to the last month with listings in the last 12. */
  months: PriceTrendPoint[];
  byType: TypeMedian[];
}
