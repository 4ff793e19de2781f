import { DETAIL_UI, telHref, whatsappHref } from '../detail.content';
import type { ContactView } from '../use-seller-contact';
import { ChatIcon, PhoneIcon } from './DetailIcons';

export interface ContactButtonsProps {
  view: ContactView;
  /** The seller's name, for the buttons' accessible names. */
  name: string;
  /** What the WhatsApp chat starts with. */
  whatsappMessage: string;
  /** Call or WhatsApp pressed while the phone is not ours to see: log in, or go to the enquiry form. */
  onLocked: () => void;
  className?: string;
  /** Icon above a small label (the phone's bottom bar, where three buttons share 360 px). */
  stacked?: boolean;
}

const CALL = 'btn-solid';
// White on green-700 reads at 5:1 (WhatsApp's own light green does not).
const WHATSAPP = 'btn bg-green-700 text-white hover:bg-green-800';
/** The bottom bar's buttons: icon over label, so three fit side by side on a 360 px phone. */
export const STACKED = 'flex-col !gap-0.5 !px-1 !py-1.5 !text-xs';

/** Call (tel:) and WhatsApp (wa.me) once the phone is shown; until then they lead to what unlocks it. */
export function ContactButtons(props: ContactButtonsProps) {
  const { view, name, whatsappMessage, onLocked, className = '', stacked = false } = props;
  const S = DETAIL_UI.seller;
  const call = stacked ? `${CALL} ${STACKED}` : CALL;
  const whatsapp = stacked ? `${WHATSAPP} ${STACKED}` : WHATSAPP;
  const icon = stacked ? 'h-5 w-5 flex-none' : 'h-4 w-4 flex-none';
  if (view.status === 'shown') {
    const phone = view.contact.phoneNumber;
    return (
      <div className={`grid grid-cols-2 gap-2 ${className}`}>
        <a href={telHref(phone)} className={call} aria-label={S.callLabel(name)}>
          <PhoneIcon className={icon} />
          {S.call}
        </a>
        <a
          href={whatsappHref(phone, whatsappMessage)}
          target="_blank"
          rel="noopener noreferrer"
          className={whatsapp}
          aria-label={S.whatsappLabel(name)}
        >
          <ChatIcon className={icon} />
          {S.whatsapp}
        </a>
      </div>
    );
  }
  const busy = view.status === 'checking';
  return (
    <div className={`grid grid-cols-2 gap-2 ${className}`}>
      <button type="button" className={call} onClick={onLocked} disabled={busy} aria-label={S.callLabel(name)}>
        <PhoneIcon className={icon} />
        {S.call}
      </button>
      <button type="button" className={whatsapp} onClick={onLocked} disabled={busy} aria-label={S.whatsappLabel(name)}>
        <ChatIcon className={icon} />
        {S.whatsapp}
      </button>
    </div>
  );
}
