/**
 * The Insights API's addresses, read with useApi: public answers, so the server renders the guides with
 * their figures and the browser starts from the answers the page embedded.
 */
export const citiesPath = '/api/insights/cities';
export const localitiesPath = (city: string) => `/api/insights/localities?${new URLSearchParams({ city })}`;
export const priceTrendsPath = (city: string) =>
  city ? `/api/insights/price-trends?${new URLSearchParams({ city })}` : '/api/insights/price-trends';

/** The figures of a successful answer; anything else is a failure (INSIGHTS_LOAD_FAILED). */
export const figuresOf = <T>(body: { success?: boolean; data?: T }): T | undefined =>
  body.success ? body.data : undefined;
