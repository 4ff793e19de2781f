/**
 * The Insights API's reads (useApiRead): public answers, so the server renders the guides with their
 * figures and the browser starts from the answers the page embedded.
 */
import { apiRead } from '../../lib/api-read';

export const citiesRead = apiRead('GET /api/insights/cities');
export const localitiesRead = (city: string) => apiRead('GET /api/insights/localities', { query: { city } });
export const priceTrendsRead = (city: string) => apiRead('GET /api/insights/price-trends', { query: { city } });

/** The figures of a successful answer; anything else is a failure (INSIGHTS_LOAD_FAILED). */
export const figuresOf = <T>(answer: { success?: boolean; data?: T }): T | undefined =>
  answer.success ? answer.data : undefined;
