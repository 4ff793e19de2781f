/** The payments page's filters live in its URL, with the same names as the API's query. */
export const PAYMENT_FILTER_KEYS = ['sellerType', 'status', 'provider', 'from', 'to'] as const;
export type PaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export type PaymentFilterValues = Record<PaymentFilterKey, string>;

export function readPaymentFilters(search: string): { filters: PaymentFilterValues; page: number } {
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries(PAYMENT_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as PaymentFilterValues;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { filters, page };
}

/** The query string of filters (empty ones left out) and page (left out when 1). */
export function paymentsSearch(filters: PaymentFilterValues, page = 1): string {
  const params = new URLSearchParams();
  for (const key of PAYMENT_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}
