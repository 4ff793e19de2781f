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

export interface LocalityInsight {
  locality: string;
  city: string;
  state: string;
  listings: number;
  medianPricePerSqft: number | null;
  minPrice: number;
  maxPrice: number;
  /** The property type with the most listings there. */
  commonType: string;
}

export interface PriceTrendPoint {
  /** 'YYYY-MM' of the listings' publication. */
  month: string;
  medianPricePerSqft: number | null;
  listings: number;
}

export interface PriceTrends {
  city: string | null;
  /** Buy listings only (rent is not per sq.ft comparable), last 12 months with listings. */
  months: PriceTrendPoint[];
  byType: { propertyType: string; medianPricePerSqft: number | null; listings: number }[];
}
