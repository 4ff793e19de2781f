/**
 * Reads of the Insights API. The answers are public and cacheable for five minutes (Cache-Control), so
 * the browser's HTTP cache serves a city the visitor comes back to; no copy is kept here.
 */
import type { CityInsight, LocalityInsight, PriceTrends } from '../../../shared/insights/insights-contract';
import { INSIGHTS_LOAD_FAILED } from '../../../shared/insights/insights-ui';
import { http } from '../../lib/http';

const TIMEOUT_MS = 10_000;

async function read<T>(path: string): Promise<T> {
  const response = await http<{ success?: boolean; data?: T }>(path, { timeoutMs: TIMEOUT_MS }).catch(() => null);
  if (response?.status !== 200 || !response.body?.success || response.body.data === undefined) {
    throw new Error(INSIGHTS_LOAD_FAILED);
  }
  return response.body.data;
}

export const citiesPath = '/api/insights/cities';
export const localitiesPath = (city: string) => `/api/insights/localities?${new URLSearchParams({ city })}`;
export const priceTrendsPath = (city: string) =>
  city ? `/api/insights/price-trends?${new URLSearchParams({ city })}` : '/api/insights/price-trends';

export const fetchCities = () => read<CityInsight[]>(citiesPath);
export const fetchLocalities = (city: string) => read<LocalityInsight[]>(localitiesPath(city));
export const fetchPriceTrends = (city: string) => read<PriceTrends>(priceTrendsPath(city));
