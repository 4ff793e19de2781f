/**
 * The table's state lives in the address bar (filters, sort, page, and `kind=projects`), so a reload or a
 * shared link shows the same rows. The API takes the same names, so the query is passed through as is.
 */
import type { AdminListingSort } from '../../../../shared/admin/admin-listings-contract';
import type { ModerationKind } from '../../../../shared/admin/moderation-contract';

export const FILTER_KEYS = [
  'status',
  'propertyType',
  'city',
  'q',
  'sellerId',
  'postedBy',
  'from',
  'to',
  'flagged',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Record<FilterKey, string>;

export interface TableState {
  kind: ModerationKind;
  filters: FilterValues;
  sort: AdminListingSort;
  order: 'asc' | 'desc';
  page: number;
}

const SORTS: readonly AdminListingSort[] = ['createdAt', 'price', 'views'];

/**
 * Newest first, but the moderation queue (what awaits review) oldest first: it is worked in the order
 * sellers sent it, so nobody's listing waits behind later ones.
 */
const defaultOrder = (status: string): 'asc' | 'desc' => (status === 'pending' ? 'asc' : 'desc');

export function readTableState(search: string): TableState {
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as FilterValues;
  const sort = params.get('sort') as AdminListingSort | null;
  const page = Number(params.get('page'));
  return {
    kind: params.get('kind') === 'projects' ? 'project' : 'property',
    filters,
    sort: sort && SORTS.includes(sort) ? sort : 'createdAt',
    order:
      params.get('order') === 'asc' || params.get('order') === 'desc'
        ? (params.get('order') as 'asc' | 'desc')
        : defaultOrder(filters.status),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The page's query string for `state` (defaults left out). */
export function tableSearch(state: TableState): string {
  const params = new URLSearchParams();
  if (state.kind === 'project') params.set('kind', 'projects');
  for (const key of FILTER_KEYS) if (state.filters[key]) params.set(key, state.filters[key]);
  if (state.sort !== 'createdAt') params.set('sort', state.sort);
  if (state.order !== defaultOrder(state.filters.status)) params.set('order', state.order);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The API's query for `state`; `postedBy` is fixed on the agents' and owners' pages. */
export function apiSearch(state: TableState, postedBy: string | undefined): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (state.filters[key]) params.set(key, state.filters[key]);
  if (postedBy) params.set('postedBy', postedBy);
  params.set('sort', state.sort);
  params.set('order', state.order);
  params.set('page', String(state.page));
  return params.toString();
}
