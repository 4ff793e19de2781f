import { type ReactNode, useId } from 'react';
import { formatDate } from '../../../shared/date-format';
import { ENQUIRY_MESSAGES, type EnquiryReceipt } from '../../../shared/enquiries/enquiry-constants';
import { TEXT_LINK_CLASS } from '../../ui/FormField';
import { CheckIcon } from '../../ui/icons';
import { DETAIL_UI, displayPhone, telHref } from '../listing-detail/detail.content';
import type { ContactView } from '../listing-detail/use-seller-contact';
import { OutboxPending } from '../offline/OutboxPending';
import { EnquiryFields } from './EnquiryFields';
import type { ContactTarget } from './enquiries.api';
import { useEnquiryForm } from './use-enquiry-form';

export { ENQUIRY_LOGIN_RETURN } from './use-enquiry-form';

const E = DETAIL_UI.enquiry;

export interface EnquiryFormProps {
  target: ContactTarget;
  view: ContactView;
  /** The visitor posted this listing: nothing to enquire about. */
  own: boolean;
  /** Bumped by the page (Enquire, or a locked Call/WhatsApp): bring the form into view and focus it. */
  focusRequest: number;
  /** Say why the form is being shown (a locked Call/WhatsApp was pressed). */
  lockedHint: boolean;
  onSent: (receipt: EnquiryReceipt | null) => void;
  /** The server says an enquiry already exists: the phone may be ours to see. */
  onAlreadySent: () => void;
}

/**
 * The enquiry (ENQUIRY_MESSAGES.heading): a message and the best time to call, sent by a logged-in
 * buyer (use-enquiry-form.ts). Success shows the seller's phone; a refusal shows the server's reason and
 * puts the cursor back in the message.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const { view, own } = props;
  const id = useId();
  const form = useEnquiryForm(props);
  const { refs, sending } = form;

  const headingId = `${id}-heading`;
  const frame = (children: ReactNode) => (
    <section
      ref={refs.section}
      id="enquiry"
      aria-labelledby={headingId}
      className="card scroll-mt-[calc(var(--header-h)+1rem)]"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {ENQUIRY_MESSAGES.heading}
      </h2>
      {children}
    </section>
  );

  if (own) return frame(<p className="mt-3 text-muted">{DETAIL_UI.seller.ownListing}</p>);

  if (view.status === 'visitor') {
    return frame(
      <>
        {/* Why the phone is hidden is said once, on the seller's card beside this one. */}
        <p className="mt-2 text-ink">{ENQUIRY_MESSAGES.loginRequired}</p>
        <button ref={refs.loginButton} type="button" className="btn-solid mt-4 w-full" onClick={form.login}>
          {E.login}
        </button>
        <p className="mt-3 text-center text-sm text-muted">
          {E.newHere}{' '}
          <button type="button" className={TEXT_LINK_CLASS} onClick={form.signUp}>
            {E.signUp}
          </button>
        </p>
      </>,
    );
  }

  if (sending.status === 'queued') {
    return frame(<OutboxPending ref={refs.sentPanel} className="mt-3" onDelivered={form.delivered} />);
  }

  const enquiredAt = view.status === 'shown' ? view.contact.enquiredAt : null;
  if (sending.status === 'sent' || enquiredAt) {
    const text =
      sending.status === 'sent'
        ? sending.message
        : `${ENQUIRY_MESSAGES.alreadySent}${formatDate(enquiredAt) ? ` (${formatDate(enquiredAt)})` : ''}`;
    return frame(
      <div ref={refs.sentPanel} tabIndex={-1} className="mt-3 space-y-3 outline-none">
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <CheckIcon className="h-5 w-5" />
          {E.sentHeading}
        </p>
        <p className="text-ink">{text}</p>
        {view.status === 'shown' && (
          <p>
            <span className="text-muted">{E.sellerPhone}: </span>
            <a href={telHref(view.contact.phoneNumber)} className="text-link font-semibold">
              {displayPhone(view.contact.phoneNumber)}
            </a>
          </p>
        )}
      </div>,
    );
  }

  return frame(<EnquiryFields id={id} form={form} lockedHint={props.lockedHint} />);
}
