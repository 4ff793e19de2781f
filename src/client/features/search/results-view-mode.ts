/**
 * How results are shown: as a list (the default) or on a map (`view=map`). The mode lives in the URL, so
 * a shared link opens the same view, but it is not a filter: the search's request and its cache key stay
 * the same in both modes, and saved searches never carry it.
 */
export const RESULTS_VIEWS = ['list', 'map'] as const;
export type ResultsViewMode = (typeof RESULTS_VIEWS)[number];

export const VIEW_PARAM = 'view';

export function readViewMode(search: string): ResultsViewMode {
  return new URLSearchParams(search).get(VIEW_PARAM) === 'map' ? 'map' : 'list';
}

/**
 * `href` in `mode`: the list is the address without `view`, the map the address with `view=map` last.
 * The other parameters are kept as written (the results link has a fixed shape and encoding).
 */
export function withViewMode(href: string, mode: ResultsViewMode): string {
  const at = href.indexOf('?');
  const path = at < 0 ? href : href.slice(0, at);
  const pairs = at < 0 ? [] : href.slice(at + 1).split('&');
  const kept = pairs.filter((pair) => pair && pair.split('=', 1)[0] !== VIEW_PARAM);
  if (mode === 'map') kept.push(`${VIEW_PARAM}=map`);
  return kept.length ? `${path}?${kept.join('&')}` : path;
}
