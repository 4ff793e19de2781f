import { type FormEvent, Fragment, useId, useState } from 'react';
import type {
  AdminPage,
  AdminSellerRow,
  AdminUserDetail,
  AdminUserRow,
} from '../../../../shared/admin/admin-people-contract';
import { ACCOUNT_STATUSES } from '../../../../shared/admin/admin-people-contract';
import { formatDate } from '../../../../shared/date-format';
import { SELLER_TYPES } from '../../../../shared/listings/vocabulary';
import { people as peopleResource } from '../../../lib/api-resources';
import { useApiCache } from '../../../lib/use-api';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { bodyOf } from '../../accounts/use-personal-api';
import { AdminTable, ColumnHeader } from '../shared/AdminTable';
import { useAdminApi } from '../shared/use-admin-api';
import { personRead, sellersRead, usersRead } from './admin-people.api';
import { ADMIN_PEOPLE_UI as UI } from './admin-people.content';
import { PersonDetail } from './PersonDetail';

type Kind = 'users' | 'sellers';
type Row = AdminUserRow & Partial<Omit<AdminSellerRow, keyof AdminUserRow>>;

const joined = formatDate;

const cell = 'p-2 align-top';

/**
 * /admin/users/manage and /admin/sallers/manage: search, a filter (status or seller type), a table that
 * scrolls sideways inside its own box on a phone, and a row that opens to the person's details and actions.
 */
export function PeoplePage({ kind, title }: { kind: Kind; title: string }) {
  const [query, setQuery] = useState({ q: '', filter: '', page: 1 });
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const searchId = useId();
  const filterId = useId();
  const read =
    kind === 'users'
      ? usersRead({ q: query.q, status: query.filter, page: query.page })
      : sellersRead({ q: query.q, sellerType: query.filter, page: query.page });
  const people = useAdminApi<typeof read.key, AdminPage<Row>>(read, bodyOf);
  const cache = useApiCache();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    setQuery({ q: text.trim(), filter, page: 1 });
  };
  /** A change the server confirmed: this row shows it at once, the other tables are read again. */
  const changed = (person: AdminUserDetail) => {
    cache.update<typeof read.key>(read, (page) => ({
      ...page,
      data: page.data.map((row) =>
        row.id === person.id ? { ...row, status: person.status, sellerType: person.seller?.sellerType ?? null } : row,
      ),
    }));
    cache.invalidate(peopleResource, { except: [read.path, personRead(person.id).path] });
  };
  const options = kind === 'users' ? ACCOUNT_STATUSES : SELLER_TYPES;
  const label = (value: string) =>
    kind === 'users'
      ? UI.statuses[value as keyof typeof UI.statuses]
      : UI.sellerTypes[value as keyof typeof UI.sellerTypes];

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <form aria-label={UI.searchForm} className="mt-4 flex flex-wrap items-end gap-2" onSubmit={submit}>
        <label htmlFor={searchId} className="min-w-0 flex-1 basis-56 text-sm font-medium text-ink">
          {UI.searchLabel}
          <input
            id={searchId}
            type="search"
            className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label htmlFor={filterId} className="text-sm font-medium text-ink">
          {kind === 'users' ? UI.statusLabel : UI.typeLabel}
          <select
            id={filterId}
            className="mt-1 block rounded-lg border border-line bg-white px-2 py-2 text-sm"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
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
      <LoadState read={people}>
        {(page) => (
          <>
            <p className="mt-3 text-sm text-muted" aria-live="polite">
              {UI.total(page.total)}
            </p>
            {page.data.length === 0 ? (
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
                {page.data.map((row) => (
                  <Fragment key={row.id}>
                    <tr className="border-b border-line last:border-0">
                      <th scope="row" className={`${cell} font-semibold text-ink`}>
                        {row.name}
                      </th>
                      <td className={cell}>
                        <span className="block">{row.email}</span>
                        <span className="block text-muted">{row.phoneNumber}</span>
                      </td>
                      <td className={cell}>
                        {kind === 'users' ? (
                          row.role === 'admin' ? (
                            UI.admin
                          ) : row.sellerType ? (
                            UI.sellerTypes[row.sellerType]
                          ) : (
                            UI.buyer
                          )
                        ) : (
                          <>
                            <span className="block">{row.companyName ?? '—'}</span>
                            <span className="block text-muted">
                              {row.sellerType ? UI.sellerTypes[row.sellerType] : ''}
                              {row.verified ? ` · ${UI.verified}` : ''}
                            </span>
                          </>
                        )}
                      </td>
                      {kind === 'sellers' ? (
                        <td className={cell}>{UI.listingsCount(row.activeListings ?? 0, row.listings ?? 0)}</td>
                      ) : null}
                      <td className={cell}>
                        <span className={row.status === 'blocked' ? 'font-semibold text-red-700' : ''}>
                          {UI.statuses[row.status]}
                        </span>
                      </td>
                      <td className={cell}>{joined(row.createdAt)}</td>
                      <td className={cell}>
                        <button
                          type="button"
                          className="btn-outline px-3 py-1"
                          aria-expanded={open === row.id}
                          aria-label={`${open === row.id ? UI.hide : UI.view} ${row.name}`}
                          onClick={() => setOpen(open === row.id ? null : row.id)}
                        >
                          {open === row.id ? UI.hide : UI.view}
                        </button>
                      </td>
                    </tr>
                    {open === row.id ? (
                      <tr className="border-b border-line bg-slate-50">
                        <td colSpan={kind === 'sellers' ? 7 : 6} className="p-3">
                          {/* Held at the left edge of the box, as wide as the box: on a phone the table scrolls sideways and the details must not. */}
                          <div className="sticky left-0 max-w-[calc(100vw-4.5rem)]">
                            <PersonDetail id={row.id} onChanged={changed} />
                          </div>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </AdminTable>
            )}
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              label={title}
              onPage={(next) => setQuery({ ...query, page: next })}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
