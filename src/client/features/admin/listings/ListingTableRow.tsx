import { Link } from 'wouter';
import type { AdminListingRow } from '../../../../shared/admin/admin-listings-contract';
import { MODERATION_FROM } from '../../../../shared/admin/moderation-contract';
import { formatDate } from '../../../../shared/date-format';
import { formatCount, formatPriceRange, formatPriceShort, formatRent } from '../../../../shared/listings/format';
import type { ListingStatus } from '../../../../shared/listings/vocabulary';
import { PATHS } from '../../../../shared/routes';
import { StatusBadge } from '../../../ui/StatusBadge';
import { FLAG_LABELS, ADMIN_LISTINGS_UI as UI } from './admin-listings.content';

export interface RowActions {
  approve: (row: AdminListingRow) => void;
  reject: (row: AdminListingRow) => void;
  feature: (row: AdminListingRow) => void;
  unfeature: (row: AdminListingRow) => void;
  remove: (row: AdminListingRow) => void;
}

const can = (from: readonly string[], status: string) => from.includes(status);
const isFeatured = (row: AdminListingRow) =>
  row.featuredUntil !== null && new Date(row.featuredUntil).getTime() > Date.now();

/** One listing: what it is, who posted it, its state and flags, and the actions its state allows. */
export function ListingTableRow(props: {
  row: AdminListingRow;
  checked: boolean;
  onCheck: (on: boolean) => void;
  busy: boolean;
  actions: RowActions;
  /** Where the row's full review opens (properties only), or null. */
  reviewHref: string | null;
}) {
  const { row, actions, busy } = props;
  const small = 'btn-outline px-2 py-1 text-xs';
  // A rent is a month's: written as every buyer's screen writes it, so it never reads as a sale price.
  const price =
    row.maxPrice !== null
      ? formatPriceRange(row.price, row.maxPrice)
      : row.transactionType === 'Rent'
        ? formatRent(row.price)
        : formatPriceShort(row.price);
  return (
    <tr className="border-b border-line align-top last:border-b-0">
      <td className="p-2">
        <input
          type="checkbox"
          aria-label={UI.selectRow(row.title)}
          checked={props.checked}
          onChange={(event) => props.onCheck(event.target.checked)}
        />
      </td>
      <td className="max-w-[18rem] p-2">
        <p className="font-semibold text-ink">{row.title}</p>
        <p className="flex flex-wrap gap-x-3 text-xs">
          {props.reviewHref ? (
            <Link href={props.reviewHref} className="text-link font-semibold">
              {UI.review}
            </Link>
          ) : null}
          <a
            href={`${row.kind === 'property' ? PATHS.propertyProfile : PATHS.projectProfile}?id=${row.id}`}
            target="_blank"
            rel="noreferrer"
            className="text-link"
          >
            {UI.publicPage}
          </a>
        </p>
        <p className="text-xs text-muted">
          {[row.type, row.transactionType, `${row.locality}, ${row.city}`].filter(Boolean).join(' · ')}
        </p>
        {row.flags.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1">
            {row.flags.map((flag) => (
              <li key={flag} className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                {FLAG_LABELS[flag]}
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="p-2">
        <p className="text-ink">{row.seller.name}</p>
        <p className="text-xs text-muted">
          {row.seller.postedBy} · #{row.seller.id}
        </p>
      </td>
      <td className="max-w-[14rem] p-2">
        <StatusBadge status={row.status as ListingStatus} kind="listing" />
        {row.rejectionReason ? <p className="mt-1 text-xs text-red-900">{UI.reason(row.rejectionReason)}</p> : null}
        {isFeatured(row) && row.featuredUntil ? (
          <p className="mt-1 text-xs text-brand-dark">{UI.featuredUntil(formatDate(row.featuredUntil))}</p>
        ) : null}
      </td>
      <td className="whitespace-nowrap p-2">{price}</td>
      <td className="p-2">{formatCount(row.views)}</td>
      <td className="whitespace-nowrap p-2">{formatDate(row.createdAt)}</td>
      <td className="p-2">
        <fieldset aria-label={UI.moderationActions(row.title)} className="flex min-w-0 flex-wrap gap-1">
          {can(MODERATION_FROM.approve, row.status) ? (
            <button type="button" className={small} disabled={busy} onClick={() => actions.approve(row)}>
              {UI.approve}
            </button>
          ) : null}
          {can(MODERATION_FROM.reject, row.status) ? (
            <button type="button" className={small} disabled={busy} onClick={() => actions.reject(row)}>
              {UI.reject}
            </button>
          ) : null}
          {isFeatured(row) ? (
            <button type="button" className={small} disabled={busy} onClick={() => actions.unfeature(row)}>
              {UI.unfeature}
            </button>
          ) : row.status === 'active' ? (
            <button type="button" className={small} disabled={busy} onClick={() => actions.feature(row)}>
              {UI.feature}
            </button>
          ) : null}
        </fieldset>
        {/* Delete sits below a rule, in red and in its own group, so a hurried tap aimed at Approve or
            Reject cannot land on it. */}
        {row.status !== 'deleted' ? (
          <fieldset aria-label={UI.dangerActions(row.title)} className="mt-3 min-w-0 border-t border-line pt-3">
            <button
              type="button"
              className="btn border border-red-600 bg-white px-2 py-1 text-xs text-red-700 hover:bg-red-50"
              disabled={busy}
              onClick={() => actions.remove(row)}
            >
              {UI.delete}
            </button>
          </fieldset>
        ) : null}
      </td>
    </tr>
  );
}
