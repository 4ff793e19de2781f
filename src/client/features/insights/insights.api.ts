/**
 * The Insights API's addresses, read with useApi: public answers, so the server renders the guides with
 * their figures and the browser starts from the answers the page embedded.
 */
import { apiPath, withApiQuery } from '../../../shared/endpoints/api-path';

const LOCALITIES = 'GET /api/insights/localities';
const PRICE_TRENDS = 'GET /api/insights/price-trends';

export const citiesPath = apiPath('GET /api/insights/cities');
export const localitiesPath = (city: string) => withApiQuery<typeof LOCALITIES>(apiPath(LOCALITIES), { city });
export const priceTrendsPath = (city: string) => withApiQuery<typeof PRICE_TRENDS>(apiPath(PRICE_TRENDS), { city });

/** The figures of a successful answer; anything else is a failure (INSIGHTS_LOAD_FAILED). */
export const figuresOf = <T>(body: { success?: boolean; data?: T }): T | undefined =>
  body.success ? body.data : undefined;
