import { formatPhone } from '../../../../shared/accounts/phone-number';
import type { AdminUserDetail } from '../../../../shared/admin/admin-people-contract';
import { formatDate } from '../../../../shared/date-format';
import { ADMIN_PEOPLE_UI as UI } from './admin-people.content';
import { PersonDetail } from './PersonDetail';
import type { PeopleKind, PeopleTableRow as Row } from './use-people-page';

const cell = 'p-2 align-top';

interface PersonRowProps {
  kind: PeopleKind;
  row: Row;
  open: boolean;
  onToggle: () => void;
  onChanged: (person: AdminUserDetail) => void;
}

/** One person in the people table, and under it, when opened, their details and actions. */
export function PersonRow({ kind, row, open, onToggle, onChanged }: PersonRowProps) {
  return (
    <>
      <tr className="border-b border-line last:border-0">
        <th scope="row" className={`${cell} font-semibold text-ink`}>
          {row.name}
        </th>
        <td className={cell}>
          <span className="block">{row.email}</span>
          <span className="block text-muted">{formatPhone(row.phoneNumber)}</span>
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
        <td className={cell}>{formatDate(row.createdAt)}</td>
        <td className={cell}>
          <button
            type="button"
            className="btn-outline px-3 py-1"
            aria-expanded={open}
            aria-label={`${open ? UI.hide : UI.view} ${row.name}`}
            onClick={onToggle}
          >
            {open ? UI.hide : UI.view}
          </button>
        </td>
      </tr>
      {open ? (
        <tr className="border-b border-line bg-slate-50">
          <td colSpan={kind === 'sellers' ? 7 : 6} className="p-3">
            {/* Held at the left edge of the box, as wide as the box: on a phone the table scrolls sideways and the details must not. */}
            <div className="sticky left-0 max-w-[calc(100vw-4.5rem)]">
              <PersonDetail id={row.id} onChanged={onChanged} />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
