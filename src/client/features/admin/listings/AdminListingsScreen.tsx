import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AdminListingRow, AdminListingSort } from '../../../../shared/admin/admin-listings-contract';
import { FEATURE_LIMITS, type ModerationKind } from '../../../../shared/admin/moderation-contract';
import type { PostedBy } from '../../../../shared/listings/vocabulary';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS, propertyReviewPath } from '../../../../shared/routes';
import { adminDashboard, adminQueue } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { bodyOf } from '../../accounts/use-personal-api';
import type { AdminRouteKey } from '../admin.content';
import { type Confirmation, ConfirmDialog } from '../people/ConfirmDialog';
import { useAdminApi } from '../shared/use-admin-api';
import {
  adminListingsRead,
  approveListing,
  bulkModerate,
  deleteAdminListing,
  featureListing,
  rejectListing,
  unfeatureListing,
} from './admin-listings.api';
import { ADMIN_LISTINGS_UI as UI } from './admin-listings.content';
import { ListingsFilters } from './ListingsFilters';
import { ListingsTable } from './ListingsTable';
import { apiSearch, readTableState, type TableState, tableSearch } from './listings-url';
import { type Prompt, PromptDialog } from './PromptDialog';

type ListingsRoute = Extract<AdminRouteKey, 'adminAllProperties' | 'adminBrokerProperties' | 'adminUserProperties'>;

interface AdminListingsScreenProps {
  routeKey: ListingsRoute;
  /** Fixed on the agents' and owners' pages; the all-listings page lets the admin pick. */
  postedBy?: PostedBy;
  /** Only the all-listings page switches to projects (every project is a builder's). */
  withProjects?: boolean;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The admin moderation table: filters, sort and page in the URL, per-row and bulk actions. */
export function AdminListingsScreen({ routeKey, postedBy, withProjects = false }: AdminListingsScreenProps) {
  useDocumentTitle(ROUTES[routeKey].title);
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = readTableState(search);
  const kind: ModerationKind = withProjects ? state.kind : 'property';
  const query = apiSearch(state, kind === 'property' ? postedBy : undefined);
  const listings = useAdminApi(adminListingsRead(kind, query), bodyOf);
  const cache = useApiCache();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busyId, setBusyId] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [asking, setAsking] = useState<Confirmation | null>(null);

  const go = (next: TableState) => {
    setSelected(new Set());
    const text = tableSearch(next);
    navigate(text ? `${PATHS[routeKey]}?${text}` : PATHS[routeKey]);
  };
  const onSort = (sort: AdminListingSort) =>
    go({ ...state, sort, order: state.sort === sort && state.order === 'desc' ? 'asc' : 'desc', page: 1 });
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  /** Runs one change, tells the admin what the server said, and reads the tables and the queues again. */
  const run = async (id: number | null, change: () => Promise<{ message: string }>): Promise<boolean> => {
    setBusyId(id);
    try {
      notify.success((await change()).message);
      setSelected(new Set());
      cache.invalidate([adminQueue(kind), adminDashboard]);
      return true;
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const actions = {
    approve: (row: AdminListingRow) => void run(row.id, () => approveListing(kind, row.id)),
    reject: (row: AdminListingRow) =>
      setPrompt({
        type: 'reason',
        title: UI.rejectTitle(1),
        onSubmit: (reason) => run(row.id, () => rejectListing(kind, row.id, reason)),
      }),
    feature: (row: AdminListingRow) => {
      const now = new Date();
      setPrompt({
        type: 'date',
        title: UI.featureTitle,
        min: day(new Date(now.getTime() + 86_400_000)),
        max: day(new Date(now.getTime() + (FEATURE_LIMITS.maxDays - 1) * 86_400_000)),
        onSubmit: (until) => run(row.id, () => featureListing(kind, row.id, until)),
      });
    },
    unfeature: (row: AdminListingRow) => void run(row.id, () => unfeatureListing(kind, row.id)),
    remove: (row: AdminListingRow) =>
      setAsking({
        question: UI.confirmDelete(row.title),
        confirm: UI.delete,
        onConfirm: () => void run(row.id, () => deleteAdminListing(kind, row.id)),
      }),
  };
  const ids = [...selected];
  const bulkApprove = () => void run(null, () => bulkModerate(kind, ids, 'approve'));
  const bulkReject = () =>
    setPrompt({
      type: 'reason',
      title: UI.rejectTitle(ids.length),
      onSubmit: (reason) => run(null, () => bulkModerate(kind, ids, 'reject', reason)),
    });

  return (
    <section className="w-full px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{ROUTES[routeKey].title}</h1>
      {withProjects ? (
        <nav aria-label={UI.kindsLabel} className="mt-4 flex gap-2">
          {(['property', 'project'] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              className={kind === k ? 'btn-solid' : 'btn-outline'}
              onClick={() => go({ ...readTableState(''), kind: k })}
            >
              {UI.kinds[k]}
            </button>
          ))}
        </nav>
      ) : null}
      <ListingsFilters
        key={`${kind}?${search}`}
        kind={kind}
        values={state.filters}
        showPostedBy={!postedBy}
        onApply={(filters) => go({ ...state, filters, page: 1 })}
      />
      {selected.size > 0 ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-ink">{UI.selected(selected.size)}</span>
          <button type="button" className="btn-solid" disabled={busyId !== null} onClick={bulkApprove}>
            {UI.bulkApprove}
          </button>
          <button type="button" className="btn-outline" disabled={busyId !== null} onClick={bulkReject}>
            {UI.bulkReject}
          </button>
        </div>
      ) : null}
      <LoadState read={listings}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="mt-6 text-sm text-muted">{UI.empty}</p>
          ) : (
            <>
              <p className="mt-4 text-sm text-muted">{UI.total(page.total)}</p>
              <ListingsTable
                kind={kind}
                rows={page.data}
                sort={state.sort}
                order={state.order}
                onSort={onSort}
                selected={selected}
                onSelect={onSelect}
                busyId={busyId}
                actions={actions}
                // The review moves through the same queue (the status filter) the table shows.
                reviewHref={
                  kind === 'property' ? (row) => propertyReviewPath(row.id, state.filters.status || null) : undefined
                }
              />
              <Pager
                label={ROUTES[routeKey].title}
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={(next) => go({ ...state, page: next })}
              />
            </>
          )
        }
      </LoadState>
      {prompt ? <PromptDialog prompt={prompt} onClose={() => setPrompt(null)} /> : null}
      {asking ? <ConfirmDialog confirmation={asking} onClose={() => setAsking(null)} /> : null}
    </section>
  );
}
