import { useId } from 'react';
import { ACCOUNT_STATUSES } from '../../../../shared/admin/admin-people-contract';
import { SELLER_TYPES } from '../../../../shared/listings/vocabulary';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { AdminTable, ColumnHeader } from '../shared/AdminTable';
import { ADMIN_PEOPLE_UI as UI } from './admin-people.content';
import { PersonRow } from './PersonRow';
import { type PeopleKind, usePeoplePage } from './use-people-page';

/**
 * /admin/users/manage and /admin/sallers/manage: search, a filter (status or seller type), a table that
 * scrolls sideways inside its own box on a phone, and a row that opens to the person's details and actions.
 */
export function PeoplePage({ kind, title }: { kind: PeopleKind; title: string }) {
  const page = usePeoplePage(kind);
  const searchId = useId();
  const filterId = useId();
  const options = kind === 'users' ? ACCOUNT_STATUSES : SELLER_TYPES;
  const label = (value: string) =>
    kind === 'users'
      ? UI.statuses[value as keyof typeof UI.statuses]
      : UI.sellerTypes[value as keyof typeof UI.sellerTypes];

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <form aria-label={UI.searchForm} className="mt-4 flex flex-wrap items-end gap-2" onSubmit={page.search}>
        <label htmlFor={searchId} className="min-w-0 flex-1 basis-56 text-sm font-medium text-ink">
          {UI.searchLabel}
          <input
            id={searchId}
            type="search"
            className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm"
            value={page.text}
            maxLength={100}
            onChange={(event) => page.type(event.target.value)}
          />
        </label>
        <label htmlFor={filterId} className="text-sm font-medium text-ink">
          {kind === 'users' ? UI.statusLabel : UI.typeLabel}
          <select
            id={filterId}
            className="mt-1 block rounded-lg border border-line bg-white px-2 py-2 text-sm"
            value={page.filter}
            onChange={(event) => page.choose(event.target.value)}
          >
            <option value="">{UI.any}</option>
            {options.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-solid">
          {UI.searchButton}
        </button>
      </form>
      <LoadState read={page.people}>
        {(found) => (
          <>
            <p className="mt-3 text-sm text-muted" aria-live="polite">
              {UI.total(found.total)}
            </p>
            {found.data.length === 0 ? (
              <p className="card mt-3">{UI.empty}</p>
            ) : (
              <AdminTable
                caption={kind === 'users' ? UI.usersCaption : UI.sellersCaption}
                box="mt-2"
                width="min-w-[52rem]"
                head={
                  <>
                    <ColumnHeader>{UI.columns.name}</ColumnHeader>
                    <ColumnHeader>{UI.columns.contact}</ColumnHeader>
                    <ColumnHeader>{kind === 'users' ? UI.columns.type : UI.columns.company}</ColumnHeader>
                    {kind === 'sellers' ? <ColumnHeader>{UI.columns.listings}</ColumnHeader> : null}
                    <ColumnHeader>{UI.columns.status}</ColumnHeader>
                    <ColumnHeader>{UI.columns.joined}</ColumnHeader>
                    <ColumnHeader>{UI.columns.actions}</ColumnHeader>
                  </>
                }
              >
                {found.data.map((row) => (
                  <PersonRow
                    key={row.id}
                    kind={kind}
                    row={row}
                    open={page.open === row.id}
                    onToggle={() => page.toggle(row.id)}
                    onChanged={page.changed}
                  />
                ))}
              </AdminTable>
            )}
            <Pager page={found.page} pageSize={found.pageSize} total={found.total} label={title} onPage={page.toPage} />
          </>
        )}
      </LoadState>
    </section>
  );
}
