import { useMemo } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { PATHS, type RouteArea, type RouteKey, routeArea } from '../../shared/routes';

const ROUTE_KEYS = Object.keys(PATHS) as RouteKey[];

/** The route keys of one area, in the route table's order. */
export function routeKeysIn(area: RouteArea): RouteKey[] {
  return ROUTE_KEYS.filter((key) => routeArea(key) === area);
}

/** The key of the route that `path` matches, or undefined for a path the app does not have. */
export function useRouteKey(): RouteKey | undefined {
  const [path] = useLocation();
  const { parser } = useRouter();
  return useMemo(() => ROUTE_KEYS.find((key) => matchRoute(parser, PATHS[key], path)[0]), [parser, path]);
}

/** Which layout the current path gets; unknown paths show the not-found page in the common layout. */
export function useRouteArea(): RouteArea {
  const key = useRouteKey();
  return key ? routeArea(key) : 'public';
}
