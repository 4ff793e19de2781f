import type { RouteKey } from '../../../shared/routes';

/** The route table's admin pages (each one's page module is in pages/). */
export type AdminRouteKey = Extract<RouteKey, `admin${string}`>;
