import { formatDate } from '../../../shared/date-format';
import type { EnquiryStatus } from '../../../shared/enquiries/enquiry-constants';
import { PATHS } from '../../../shared/routes';
import { canMoveEnquiry, type SellerEnquiry } from '../../../shared/sellers/seller-enquiries';
import { mailtoHref } from '../../../shared/site';
import { StatusBadge } from '../../ui/StatusBadge';
import { displayPhone, telHref, whatsappHref } from '../listing-detail/detail.content';
import { ENQUIRY_INBOX_UI as UI } from './enquiries.content';

const ACTIONS: readonly [EnquiryStatus, string][] = [
  ['seen', UI.markSeen],
  ['responded', UI.markResponded],
  ['closed', UI.close],
];

interface EnquiryItemProps {
  enquiry: SellerEnquiry;
  busy: boolean;
  onMove: (enquiry: SellerEnquiry, status: EnquiryStatus) => void;
}

/** One buyer's enquiry: who, about what, how to reach them, and the steps forward still allowed. */
export function EnquiryItem({ enquiry, busy, onMove }: EnquiryItemProps) {
  const { buyer, listing } = enquiry;
  const href = `${listing.kind === 'property' ? PATHS.propertyProfile : PATHS.projectProfile}?id=${listing.id}`;
  const actions = ACTIONS.filter(([to]) => to !== enquiry.status && canMoveEnquiry(enquiry.status, to));
  return (
    <li className="card space-y-3" aria-label={`${buyer.name}: ${listing.title}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-bold text-ink">{buyer.name}</h2>
        <StatusBadge kind="enquiry" status={enquiry.status} />
      </div>
      <a href={href} className="text-link block text-sm">
        {listing.title}
      </a>
      <p className="whitespace-pre-line text-sm text-ink">{enquiry.message}</p>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {/* Empty when the buyer has deleted their account: nothing to call or write to. */}
        {buyer.phoneNumber ? (
          <div>
            <dt className="inline text-muted">{UI.phone}: </dt>
            <dd className="inline">
              <a className="text-link" href={telHref(buyer.phoneNumber)}>
                {displayPhone(buyer.phoneNumber)}
              </a>
              {/* Most buyers in India answer WhatsApp before a call from a number they do not know. */}
              <a
                className="text-link ml-3 font-semibold"
                href={whatsappHref(buyer.phoneNumber, UI.whatsappMessage(buyer.name, listing.title))}
                target="_blank"
                rel="noreferrer"
                aria-label={UI.whatsappLabel(buyer.name)}
              >
                {UI.whatsapp}
              </a>
            </dd>
          </div>
        ) : null}
        {buyer.email ? (
          <div>
            <dt className="inline text-muted">{UI.email}: </dt>
            <dd className="inline break-all">
              <a className="text-link" href={mailtoHref(buyer.email)}>
                {buyer.email}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="inline text-muted">{UI.preferredTime}: </dt>
          <dd className="inline">{enquiry.preferredTime}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{UI.received}: </dt>
          <dd className="inline">{formatDate(enquiry.createdAt)}</dd>
        </div>
      </dl>
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map(([to, label]) => (
            <button key={to} type="button" className="btn-outline" disabled={busy} onClick={() => onMove(enquiry, to)}>
              {label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
