import { Link } from 'wouter';
import type { CompareListing } from '../../../../shared/compare/compare-constants';
import { mediaUrl } from '../../../../shared/media';
import { PATHS } from '../../../../shared/routes';
import { COMPARE_UI } from '../compare.content';
import { compareRows } from '../compare-rows';

const LABEL_CELL =
  'sticky left-0 z-10 w-28 min-w-28 bg-white px-3 py-2.5 text-left align-top text-xs font-semibold text-muted sm:w-44 sm:text-sm';
const VALUE_CELL = 'px-3 py-2.5 align-top text-sm text-ink';

/** One property's column head: its photo, its title (a link to its page) and a way to take it out. */
function ColumnHead({ listing, onRemove }: { listing: CompareListing; onRemove: (id: number) => void }) {
  const photo = listing.coverPhoto;
  return (
    <th scope="col" className={`${VALUE_CELL} text-left font-normal`}>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-brand-soft">
        {photo && (
          <img
            src={mediaUrl(photo, 320)}
            width={320}
            height={240}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <Link
        href={`${PATHS.propertyProfile}?id=${listing.id}`}
        className="mt-2 line-clamp-3 block font-semibold leading-5 text-ink hover:text-brand"
      >
        {listing.title}
      </Link>
      <button
        type="button"
        className="mt-1 text-xs font-semibold text-link underline-offset-2 hover:underline"
        aria-label={COMPARE_UI.remove(listing.title)}
        onClick={() => onRemove(listing.id)}
      >
        {COMPARE_UI.removeShort}
      </button>
    </th>
  );
}

/**
 * The properties side by side: a column each, a row per fact (compare-rows.ts). On a phone the labels stay
 * pinned at the left while the columns scroll sideways inside the table's own frame, never the page.
 */
/**
 * The table's least width by the number of properties: 7rem for the labels, 9.5rem a property. Classes, not
 * a style attribute: the page is rendered on the server and the CSP allows no inline style.
 */
const MIN_WIDTH: Record<number, string> = {
  1: 'min-w-[16.5rem]',
  2: 'min-w-[26rem]',
  3: 'min-w-[35.5rem]',
  4: 'min-w-[45rem]',
};

export function CompareTable({
  listings,
  onRemove,
}: {
  listings: readonly CompareListing[];
  onRemove: (id: number) => void;
}) {
  const rows = compareRows(listings);
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-line bg-white shadow-sm">
      {/* Fixed layout: every property gets the same width, whatever the length of its amenities; on a
          phone the minimum width makes the frame scroll instead of squeezing the columns. */}
      <table className={`w-full table-fixed border-collapse ${MIN_WIDTH[listings.length] ?? MIN_WIDTH[4]}`}>
        <caption className="sr-only">{COMPARE_UI.tableLabel}</caption>
        <thead>
          <tr className="border-b border-line">
            <td className={LABEL_CELL} />
            {listings.map((listing) => (
              <ColumnHead key={listing.id} listing={listing} onRemove={onRemove} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line last:border-b-0 even:bg-slate-50">
              <th scope="row" className={`${LABEL_CELL} ${row.key === 'price' ? 'text-ink' : ''}`}>
                {row.label}
              </th>
              {row.values.map((value, index) => {
                const listing = listings[index];
                const rating = row.key === 'localityRating' ? listing?.localityRating : null;
                return (
                  <td
                    key={listing?.id ?? index}
                    className={`${VALUE_CELL} ${row.key === 'price' ? 'text-base font-bold' : ''}`}
                  >
                    {rating ? (
                      <Link href={rating.path} className="text-link font-semibold">
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
