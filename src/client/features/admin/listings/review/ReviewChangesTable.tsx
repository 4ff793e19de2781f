import {
  REVIEW_CHANGE_FIELDS,
  type ReviewChangeField,
  type ReviewChangeSet,
} from '../../../../../shared/admin/listing-review-contract';
import type { AreaUnit } from '../../../../../shared/listings/area-units';
import { formatArea, formatInr } from '../../../../../shared/listings/format';
import { mediaUrl } from '../../../../../shared/media';
import { CHANGE_LABELS, DETAIL_LABELS, REVIEW_UI as UI } from './listing-review.content';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One stored value as the public page would print it. */
function ChangeValue({ field, value }: { field: ReviewChangeField; value: unknown }) {
  if (value === null || value === undefined || value === '')
    return <span className="text-muted">{DETAIL_LABELS.empty}</span>;
  if (field === 'photos' && Array.isArray(value)) {
    return (
      <span className="flex flex-wrap gap-1">
        {value.map((hash, i) => (
          <img
            key={String(hash)}
            src={mediaUrl(String(hash), 320)}
            alt={`${CHANGE_LABELS.photos} ${i + 1}`}
            className="h-12 w-16 rounded object-cover"
            loading="lazy"
          />
        ))}
      </span>
    );
  }
  let text: string;
  if ((field === 'price' || field === 'deposit') && typeof value === 'number') text = formatInr(value);
  else if (typeof value === 'boolean') text = value ? DETAIL_LABELS.yes : DETAIL_LABELS.no;
  else if (field === 'area' && isRecord(value)) text = formatArea(Number(value.value), value.unit as AreaUnit);
  else if (field === 'coordinates' && isRecord(value))
    text = `${Number(value.latitude).toFixed(5)}, ${Number(value.longitude).toFixed(5)}`;
  else if (field === 'location' && isRecord(value))
    text = ['society', 'subLocality', 'locality', 'city', 'state']
      .map((key) => value[key])
      .filter(Boolean)
      .join(', ');
  else if (Array.isArray(value)) text = value.join(', ');
  else text = String(value);
  return <span className="whitespace-pre-wrap break-words">{text}</span>;
}

/** What an edit sent back to review changed: each field as the public saw it, and as it would be. */
export function ReviewChangesTable({ changes }: { changes: ReviewChangeSet }) {
  const fields = REVIEW_CHANGE_FIELDS.filter((field) => changes[field]);
  return (
    <section aria-labelledby="review-changes" className="card border-2 border-amber-300">
      <h2 id="review-changes" className="text-lg font-bold text-ink">
        {UI.changesHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{UI.changesIntro}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2">
                {UI.field}
              </th>
              <th scope="col" className="p-2">
                {UI.before}
              </th>
              <th scope="col" className="p-2">
                {UI.after}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field} className="border-b border-line align-top last:border-b-0">
                <th scope="row" className="p-2 font-semibold text-ink">
                  {CHANGE_LABELS[field]}
                </th>
                <td className="max-w-[20rem] bg-red-50 p-2 text-red-950">
                  <ChangeValue field={field} value={changes[field]?.before} />
                </td>
                <td className="max-w-[20rem] bg-green-50 p-2 text-green-950">
                  <ChangeValue field={field} value={changes[field]?.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
