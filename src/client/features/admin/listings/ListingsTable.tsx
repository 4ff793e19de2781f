import type { AdminListingRow, AdminListingSort } from '../../../../shared/admin/admin-listings-contract';
import type { ModerationKind } from '../../../../shared/admin/moderation-contract';
import { AdminTable, ColumnHeader } from '../shared/AdminTable';
import { ADMIN_LISTINGS_UI as UI } from './admin-listings.content';
import { ListingTableRow, type RowActions } from './ListingTableRow';

interface ListingsTableProps {
  kind: ModerationKind;
  rows: AdminListingRow[];
  sort: AdminListingSort;
  order: 'asc' | 'desc';
  onSort: (sort: AdminListingSort) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  busyId: number | null;
  actions: RowActions;
  /** The review page of a row, when its kind has one. */
  reviewHref?: (row: AdminListingRow) => string;
}

/** A column header that sorts: the button says what a click will do; `aria-sort` says what is shown. */
function SortHeader(props: {
  column: AdminListingSort;
  label: string;
  sort: AdminListingSort;
  order: 'asc' | 'desc';
  onSort: (sort: AdminListingSort) => void;
}) {
  const active = props.sort === props.column;
  const next = active && props.order === 'desc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? (props.order === 'asc' ? 'ascending' : 'descending') : 'none'} className="p-2">
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold text-ink hover:text-brand"
        aria-label={UI.sortBy(props.label, next)}
        onClick={() => props.onSort(props.column)}
      >
        {props.label}
        <span aria-hidden="true">{active ? (props.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

/**
 * The moderation table shared by the three admin listing pages. Wide enough for every column at 1366 px;
 * on a phone it scrolls sideways inside its own box (the page itself never does).
 */
export function ListingsTable({
  kind,
  rows,
  sort,
  order,
  onSort,
  selected,
  onSelect,
  busyId,
  actions,
  reviewHref,
}: ListingsTableProps) {
  const ids = rows.map((row) => row.id);
  const allOn = ids.length > 0 && ids.every((id) => selected.has(id));
  const header = { sort, order, onSort };
  return (
    <AdminTable
      caption={UI.tableCaption(kind)}
      box="mt-3"
      width="min-w-[64rem]"
      head={
        <>
          <th scope="col" className="w-10 p-2">
            <input
              type="checkbox"
              aria-label={UI.selectAll}
              checked={allOn}
              onChange={(event) => onSelect(ids, event.target.checked)}
            />
          </th>
          <ColumnHeader>{UI.columns.listing}</ColumnHeader>
          <ColumnHeader>{UI.columns.seller}</ColumnHeader>
          <ColumnHeader>{UI.columns.status}</ColumnHeader>
          <SortHeader column="price" label={UI.columns.price} {...header} />
          <SortHeader column="views" label={UI.columns.views} {...header} />
          <SortHeader column="createdAt" label={UI.columns.createdAt} {...header} />
          <ColumnHeader>{UI.columns.actions}</ColumnHeader>
        </>
      }
    >
      {rows.map((row) => (
        <ListingTableRow
          key={row.id}
          row={row}
          checked={selected.has(row.id)}
          onCheck={(on) => onSelect([row.id], on)}
          busy={busyId === row.id}
          actions={actions}
          reviewHref={reviewHref ? reviewHref(row) : null}
        />
      ))}
    </AdminTable>
  );
}
