import type { RouteKey } from '../../../shared/routes';

/** The route table's seller pages (each one's page module is in pages/). */
export type SellerRouteKey = Extract<RouteKey, `seller${string}`>;
