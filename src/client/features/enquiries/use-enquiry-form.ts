import { type FormEvent, useEffect, useReducer, useRef } from 'react';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  type EnquiryReceipt,
  type PreferredContactTime,
} from '../../../shared/enquiries/enquiry-constants';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import { useSetAtom } from '../../app/store';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { notify } from '../../lib/toast';
import { openAuthDialogAtom } from '../accounts/accounts.atoms';
import { readToken } from '../accounts/accounts.storage';
import { takeLoginReturn } from '../accounts/login-return';
import { useEndSession } from '../accounts/use-end-session';
import { DETAIL_UI } from '../listing-detail/detail.content';
import type { ContactView } from '../listing-detail/use-seller-contact';
import { type ContactTarget, sendEnquiry } from './enquiries.api';

const E = DETAIL_UI.enquiry;

/** Where a login asked for by the enquiry form returns to: the form, once the page reloads signed in. */
export const ENQUIRY_LOGIN_RETURN = 'enquiry';

/** A fresh key per submission; randomUUID needs a secure context, so plain http falls back to random bytes. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Sending = { status: 'idle' } | { status: 'sending' } | { status: 'queued' } | { status: 'sent'; message: string };

interface State {
  message: string;
  preferredTime: PreferredContactTime;
  sending: Sending;
  /** `at` tells one refusal from the next with the same words, so each puts the cursor back. */
  error: { text: string; at: number } | null;
}

type Action =
  | { type: 'edit'; message: string }
  | { type: 'pick'; time: PreferredContactTime }
  | { type: 'send' }
  /** Not sent: the words say why, and the form is open again. */
  | { type: 'refuse'; text: string }
  /** The session is gone: the form is open again, with nothing to say (the login dialog says it). */
  | { type: 'reopen' }
  /** Offline: the worker's outbox holds it, and the message starts again from the default. */
  | { type: 'queue' }
  | { type: 'sent'; message: string };

const INITIAL: State = {
  message: ENQUIRY_MESSAGES.defaultMessage,
  preferredTime: 'Anytime',
  sending: { status: 'idle' },
  error: null,
};

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'edit':
      return { ...state, message: action.message };
    case 'pick':
      return { ...state, preferredTime: action.time };
    case 'send':
      return { ...state, sending: { status: 'sending' }, error: null };
    case 'refuse':
      return { ...state, sending: { status: 'idle' }, error: { text: action.text, at: Date.now() } };
    case 'reopen':
      return { ...state, sending: { status: 'idle' } };
    case 'queue':
      return { ...state, message: ENQUIRY_MESSAGES.defaultMessage, sending: { status: 'queued' } };
    case 'sent':
      return { ...state, sending: { status: 'sent', message: action.message } };
  }
}

interface Options {
  target: ContactTarget;
  view: ContactView;
  focusRequest: number;
  onSent: (receipt: EnquiryReceipt | null) => void;
  onAlreadySent: () => void;
}

/**
 * The enquiry form's state and what moves it: one Idempotency-Key per submission (a retry after no
 * answer reuses it, so the seller never gets the same enquiry twice), and where the focus goes (the form
 * when asked for or back from a login, the message after a refusal, the outcome once there is one).
 */
export function useEnquiryForm({ target, view, focusRequest, onSent, onAlreadySent }: Options) {
  const openDialog = useSetAtom(openAuthDialogAtom);
  const endSession = useEndSession();
  const section = useRef<HTMLElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const loginButton = useRef<HTMLButtonElement>(null);
  const sentPanel = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(reduce, INITIAL);
  // The key of the submission whose outcome is unknown (no answer): a retry of the same text reuses it.
  const pending = useRef<{ key: string; signature: string } | null>(null);
  const { error, sending } = state;

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

  const login = () => openDialog('login', ENQUIRY_LOGIN_RETURN);
  // A first enquiry from someone without an account: the verified sign-up signs them in and comes back here.
  const signUp = () => openDialog('signup', ENQUIRY_LOGIN_RETURN);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.status === 'sending') return;
    const text = state.message.trim();
    if (text.length < ENQUIRY_LIMITS.messageMinLength) {
      dispatch({ type: 'refuse', text: E.tooShort(ENQUIRY_LIMITS.messageMinLength) });
      return;
    }
    const token = readToken();
    if (!token) return login();
    const { preferredTime } = state;
    const signature = JSON.stringify([text, preferredTime]);
    if (pending.current?.signature !== signature) pending.current = { key: newIdempotencyKey(), signature };
    dispatch({ type: 'send' });
    const ids = target.kind === 'property' ? { propertyId: target.id } : { projectId: target.id };
    const answer = await sendEnquiry({ ...ids, message: text, preferredTime }, token, pending.current.key);
    if (answer.kind === 'no-answer') return dispatch({ type: 'refuse', text: E.offline });
    if (answer.kind === 'refused' && answer.status >= 500) {
      return dispatch({ type: 'refuse', text: answer.message ?? E.failed });
    }
    // A definite answer: the next submission is a new one.
    pending.current = null;
    if (answer.kind === 'queued') return dispatch({ type: 'queue' });
    if (answer.kind === 'sent') {
      const done = answer.message ?? ENQUIRY_MESSAGES.sent;
      dispatch({ type: 'sent', message: done });
      notify.success(done);
      return onSent(answer.receipt);
    }
    if (answer.status === 401) {
      dispatch({ type: 'reopen' });
      return endSession();
    }
    dispatch({ type: 'refuse', text: answer.message ?? E.failed });
    if (answer.status === 409) onAlreadySent();
  };

  // The worker's word that its outbox delivered turns the pending state into 'sent'.
  const delivered = () => {
    dispatch({ type: 'sent', message: OFFLINE_MESSAGES.delivered });
    onSent(null);
  };

  return {
    ...state,
    refs: { section, messageField, loginButton, sentPanel },
    setMessage: (message: string) => dispatch({ type: 'edit', message }),
    setPreferredTime: (time: PreferredContactTime) => dispatch({ type: 'pick', time }),
    submit,
    login,
    signUp,
    delivered,
  };
}
