import { formatDateTime } from '../../../shared/date-format';
import { formatPriceShort, formatRent } from '../../../shared/listings/format';
import { MY_ENQUIRIES_UI as UI } from './my-enquiries.content';
import type { WaitingEnquiry } from './use-outbox-items';

/** An enquiry written offline: 'Waiting to send' until the outbox sends it, then 'Sent'. */
export function WaitingEnquiryItem({ item }: { item: WaitingEnquiry }) {
  const { card, about } = item;
  const title = card?.title ?? (about.kind === 'property' ? UI.aboutProperty(about.id) : UI.aboutProject(about.id));
  const price = card ? (card.transactionType === 'Rent' ? formatRent(card.price) : formatPriceShort(card.price)) : null;
  return (
    <li className="card space-y-2" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-bold text-ink">{title}</h2>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            item.sent ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {!item.sent && <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />}
          {item.sent ? UI.sent : UI.waiting}
        </span>
      </div>
      {card && (
        <p className="text-sm text-muted">
          {price} · {card.location.locality}, {card.location.city}
        </p>
      )}
      <p className="text-sm">
        <span className="text-muted">{UI.queuedOn}: </span>
        {formatDateTime(item.queuedAt)}
      </p>
      <p className="whitespace-pre-line text-sm text-ink">{item.message}</p>
    </li>
  );
}
