import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import type { ClosingStatus, SellerListing } from '../../../../shared/sellers/seller-constants';
import { sellerListings } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { bodyOf, usePersonalApi } from '../../accounts/use-personal-api';
import { useFeaturedCredits } from '../../billing/use-featured-credits';
import { ListingFilters, type ListingFilterValues } from '../manage/ListingFilters';
import { ListingRow } from '../manage/ListingRow';
import { closeListing, deleteListing, listingsRead } from '../manage/manage.api';
import { MANAGE_UI } from '../manage/manage.content';

const UI = MANAGE_UI.properties;

/** The filters and page kept in the address bar, so a reload or a shared link shows the same list. */
function readFilters(search: string): ListingFilterValues & { page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    transaction: params.get('transaction') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function listUrl(values: ListingFilterValues & { page: number }): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'type', 'transaction'] as const) if (values[key]) params.set(key, values[key]);
  if (values.page > 1) params.set('page', String(values.page));
  const query = params.toString();
  return query ? `${PATHS.sellerProperties}?${query}` : PATHS.sellerProperties;
}

/** `/saller/properties`: every listing the seller posted, filtered, with edit, close and delete. */
export default function MyPropertiesPage() {
  useDocumentTitle(ROUTES.sellerProperties.title);
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readFilters(search);
  const read = listingsRead(filters);
  const listings = usePersonalApi(read, bodyOf);
  const cache = useApiCache();
  const [busyId, setBusyId] = useState<number | null>(null);
  const filtered = Boolean(filters.status || filters.type || filters.transaction);
  const featuring = useFeaturedCredits((listing, featuredUntil) =>
    cache.update(read, (page) => ({
      ...page,
      data: page.data.map((row) => (row.id === listing.id ? { ...row, featuredUntil } : row)),
    })),
  );

  const run = async (
    listing: SellerListing,
    change: () => Promise<{ message: string }>,
    next: SellerListing['status'] | null,
  ) => {
    setBusyId(listing.id);
    try {
      const { message } = await change();
      notify.success(message);
      // This page shows the change in place; the seller's other lists and counts are read again.
      cache.update(read, (page) =>
        next === null
          ? { ...page, data: page.data.filter((row) => row.id !== listing.id), total: page.total - 1 }
          : { ...page, data: page.data.map((row) => (row.id === listing.id ? { ...row, status: next } : row)) },
      );
      cache.invalidate(sellerListings, { except: [read.path] });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };

  const onClose = (listing: SellerListing, status: ClosingStatus) => {
    if (window.confirm(UI.confirmClose(listing.title, status)))
      void run(listing, () => closeListing(listing.id, status), status);
  };
  const onDelete = (listing: SellerListing) => {
    if (window.confirm(UI.confirmDelete(listing.title))) void run(listing, () => deleteListing(listing.id), null);
  };

  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerProperties.title}</h1>
      <ListingFilters values={filters} onChange={(values) => navigate(listUrl({ ...values, page: 1 }))} />
      <LoadState read={listings}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="mt-6 text-sm text-muted">{filtered ? UI.emptyFiltered : UI.empty}</p>
          ) : (
            <>
              <p className="mt-6 text-sm text-muted">{UI.total(page.total)}</p>
              <ul className="mt-3 space-y-4">
                {page.data.map((listing) => (
                  <ListingRow
                    key={listing.id}
                    listing={listing}
                    busy={busyId === listing.id}
                    onClose={onClose}
                    onDelete={onDelete}
                    feature={featuring}
                  />
                ))}
              </ul>
              <Pager
                label={ROUTES.sellerProperties.title}
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={(next) => navigate(listUrl({ ...filters, page: next }))}
              />
            </>
          )
        }
      </LoadState>
      {featuring.dialog}
    </section>
  );
}
