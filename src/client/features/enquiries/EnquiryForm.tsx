import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../../../shared/date-format';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  type EnquiryReceipt,
  PREFERRED_CONTACT_TIMES,
  type PreferredContactTime,
} from '../../../shared/enquiries/enquiry-constants';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import { useSetAtom } from '../../app/store';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { notify } from '../../lib/toast';
import { CheckIcon } from '../../ui/icons';
import { openAuthDialogAtom } from '../accounts/accounts.atoms';
import { readToken } from '../accounts/accounts.storage';
import { takeLoginReturn } from '../accounts/login-return';
import { useEndSession } from '../accounts/use-end-session';
import { DETAIL_UI, displayPhone, telHref } from '../listing-detail/detail.content';
import type { ContactView } from '../listing-detail/use-seller-contact';
import { OutboxPending } from '../offline/OutboxPending';
import { type ContactTarget, sendEnquiry } from './enquiries.api';

const E = DETAIL_UI.enquiry;

/** Where a login asked for by the enquiry form returns to: the form, once the page reloads signed in. */
export const ENQUIRY_LOGIN_RETURN = 'enquiry';

/** A fresh key per submission; randomUUID needs a secure context, so plain http falls back to random bytes. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

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

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'queued' } | { status: 'sent'; message: string };

/**
 * The enquiry (ENQUIRY_MESSAGES.heading): a message and the best time to call, sent by a logged-in
 * buyer with one Idempotency-Key per submission (a retry after no answer reuses it, so the seller
 * never gets the same enquiry twice). Success shows the seller's phone; a refusal shows the server's
 * reason and puts the cursor back in the message.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const { target, view, own, focusRequest } = props;
  const id = useId();
  const openDialog = useSetAtom(openAuthDialogAtom);
  const endSession = useEndSession();
  const section = useRef<HTMLElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const loginButton = useRef<HTMLButtonElement>(null);
  const sentPanel = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<string>(ENQUIRY_MESSAGES.defaultMessage);
  const [preferredTime, setPreferredTime] = useState<PreferredContactTime>('Anytime');
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const [error, setError] = useState<{ text: string; at: number } | null>(null);
  // The key of the submission whose outcome is unknown (no answer): a retry of the same text reuses it.
  const pending = useRef<{ key: string; signature: string } | null>(null);

  const bringIntoView = (behavior: ScrollBehavior) => {
    const element = section.current;
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ behavior, block: 'center' });
    (messageField.current ?? sentPanel.current ?? loginButton.current)?.focus({ preventScroll: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each request only
  useEffect(() => {
    if (focusRequest) bringIntoView(prefersReducedMotion() ? 'auto' : 'smooth');
  }, [focusRequest]);

  // Back from a login this form asked for: the page reloaded signed in, and the form is where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the signed-in view is drawn
  useEffect(() => {
    if ((view.status === 'locked' || view.status === 'shown') && takeLoginReturn(ENQUIRY_LOGIN_RETURN)) {
      bringIntoView('auto');
    }
  }, [view.status]);

  // After a refusal the cursor goes back to the message (once the form is enabled again).
  useEffect(() => {
    if (error) messageField.current?.focus();
  }, [error]);

  useEffect(() => {
    if (sending.status === 'sent' || sending.status === 'queued') sentPanel.current?.focus();
  }, [sending.status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.status === 'sending') return;
    const text = message.trim();
    if (text.length < ENQUIRY_LIMITS.messageMinLength) {
      setError({ text: E.tooShort(ENQUIRY_LIMITS.messageMinLength), at: Date.now() });
      return;
    }
    const token = readToken();
    if (!token) {
      openDialog('login', ENQUIRY_LOGIN_RETURN);
      return;
    }
    const signature = JSON.stringify([text, preferredTime]);
    if (pending.current?.signature !== signature) pending.current = { key: newIdempotencyKey(), signature };
    const key = pending.current.key;
    setSending({ status: 'sending' });
    setError(null);
    const ids = target.kind === 'property' ? { propertyId: target.id } : { projectId: target.id };
    const answer = await sendEnquiry({ ...ids, message: text, preferredTime }, token, key);
    if (answer.kind === 'no-answer') {
      setSending({ status: 'idle' });
      setError({ text: E.offline, at: Date.now() });
      return;
    }
    if (answer.kind === 'refused' && answer.status >= 500) {
      setSending({ status: 'idle' });
      setError({ text: answer.message ?? E.failed, at: Date.now() });
      return;
    }
    // A definite answer: the next submission is a new one.
    pending.current = null;
    if (answer.kind === 'queued') {
      setMessage(ENQUIRY_MESSAGES.defaultMessage);
      setSending({ status: 'queued' });
      return;
    }
    if (answer.kind === 'sent') {
      const done = answer.message ?? ENQUIRY_MESSAGES.sent;
      setSending({ status: 'sent', message: done });
      notify.success(done);
      props.onSent(answer.receipt);
      return;
    }
    setSending({ status: 'idle' });
    if (answer.status === 401) {
      endSession();
      return;
    }
    setError({ text: answer.message ?? E.failed, at: Date.now() });
    if (answer.status === 409) props.onAlreadySent();
  };

  const headingId = `${id}-heading`;
  const frame = (children: ReactNode) => (
    <section
      ref={section}
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
        <p className="mt-2 text-ink">{ENQUIRY_MESSAGES.loginRequired}</p>
        <p className="mt-1 text-sm text-muted">{ENQUIRY_MESSAGES.contactLocked}</p>
        <button
          ref={loginButton}
          type="button"
          className="btn-solid mt-4 w-full"
          onClick={() => openDialog('login', ENQUIRY_LOGIN_RETURN)}
        >
          {E.login}
        </button>
      </>,
    );
  }

  if (sending.status === 'queued') {
    // The worker's word that its outbox delivered turns the pending state into 'sent'.
    const delivered = () => {
      setSending({ status: 'sent', message: OFFLINE_MESSAGES.delivered });
      props.onSent(null);
    };
    return frame(<OutboxPending ref={sentPanel} className="mt-3" onDelivered={delivered} />);
  }

  const enquiredAt = view.status === 'shown' ? view.contact.enquiredAt : null;
  if (sending.status === 'sent' || enquiredAt) {
    const text =
      sending.status === 'sent'
        ? sending.message
        : `${ENQUIRY_MESSAGES.alreadySent}${formatDate(enquiredAt) ? ` (${formatDate(enquiredAt)})` : ''}`;
    return frame(
      <div ref={sentPanel} tabIndex={-1} className="mt-3 space-y-3 outline-none">
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

  const busy = sending.status === 'sending';
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return frame(
    <form noValidate onSubmit={submit} className="mt-3 space-y-4">
      {props.lockedHint && (
        <p role="status" className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-dark">
          {ENQUIRY_MESSAGES.contactLocked}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-ink">
          {E.message}
        </label>
        <textarea
          ref={messageField}
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          minLength={ENQUIRY_LIMITS.messageMinLength}
          maxLength={ENQUIRY_LIMITS.messageMaxLength}
          value={message}
          readOnly={busy}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, counterId].filter(Boolean).join(' ')}
          className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none transition-colors focus:border-brand focus:ring-2 focus:ring-brand/25 ${error ? 'border-red-600' : 'border-line'}`}
        />
        <p id={counterId} className="mt-1 text-right text-xs text-muted tabular-nums">
          {E.counter(message.length, ENQUIRY_LIMITS.messageMaxLength)}
        </p>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{E.preferredTime}</legend>
        <div className="flex flex-wrap gap-2">
          {PREFERRED_CONTACT_TIMES.map((time) => (
            <label
              key={time}
              className="cursor-pointer rounded-full border border-line px-3 py-1.5 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:font-semibold has-[:checked]:text-brand-dark has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="preferredTime"
                value={time}
                checked={preferredTime === time}
                onChange={() => setPreferredTime(time)}
                className="sr-only"
              />
              {time}
            </label>
          ))}
        </div>
      </fieldset>
      <p
        id={errorId}
        role="alert"
        className={error ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}
      >
        {error?.text}
      </p>
      <button type="submit" className="btn-solid w-full" disabled={busy}>
        {busy ? E.sending : E.send}
      </button>
      <p className="text-xs text-muted">{E.privacy}</p>
    </form>,
  );
}
