import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { NAME_MAX_LENGTH } from '../../../shared/accounts/account-limits';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  type ContactInput,
  contactInputSchema,
} from '../../../shared/contact/contact-contract';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import { useAtomValue } from '../../app/store';
import { type FieldErrors, fieldErrors, focusFirstError, messageField } from '../../lib/form-errors';
import { serverMessage } from '../../lib/server-message';
import { notify } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { FormError, FormField } from '../../ui/FormField';
import { CheckIcon } from '../../ui/icons';
import { currentUserAtom } from '../accounts/accounts.atoms';
import { OutboxPending } from '../offline/OutboxPending';
import { SelectField, TextAreaField } from './ContactFields';
import { newIdempotencyKey, sendContactMessage } from './contact.api';
import { CONTACT_COPY, CONTACT_FIELD_LABELS, CONTACT_FIELD_NAMES, type ContactField } from './contact.content';

type Values = Record<ContactField, string>;

const isTopic = (value: string | null): value is (typeof CONTACT_TOPICS)[number] =>
  CONTACT_TOPICS.some((topic) => topic === value);

/** After a submission: sent, kept in the outbox while offline, or delivered from the outbox since. */
type Outcome = 'sent' | 'queued' | 'delivered' | null;

const OUTCOME_TEXT = { sent: CONTACT_MESSAGES.sent, delivered: OFFLINE_MESSAGES.delivered } as const;

/**
 * The /contact form: checked with the API's own schema before sending, one Idempotency-Key per
 * submission (a retry of the same message after no answer reuses it, so it is stored once). Offline,
 * the service worker keeps the message with its key ('Will be sent when online') and says when it went.
 */
export function ContactForm() {
  const user = useAtomValue(currentUserAtom);
  const hydrated = useHydrated();
  const search = useSearch();
  const formRef = useRef<HTMLFormElement>(null);
  const blank = (): Values => {
    const topic = new URLSearchParams(search).get('topic');
    return {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      topic: isTopic(topic) ? topic : '',
      message: '',
    };
  };
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  // The key of the submission being tried, with the body it was made for.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const delivered = useCallback(() => setOutcome('delivered'), []);

  const showErrors = (next: FieldErrors<ContactField>) => {
    setErrors(next);
    focusFirstError(formRef.current, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    // A message still in the outbox stays pending until the worker says it went.
    if (outcome !== 'queued') setOutcome(null);
    const parsed = contactInputSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrors(parsed.error, CONTACT_FIELD_NAMES);
    if (!values.topic) found.topic = CONTACT_COPY.topicRequired;
    if (!parsed.success || found.topic) return showErrors(found);
    setErrors({});
    const input: ContactInput = parsed.data;
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    setPending(true);
    try {
      const { status, body: answer, offline } = await sendContactMessage(input, attempt.current.key);
      const queued = offline?.source === 'queued';
      if (status === 200 || status === 201 || queued) {
        attempt.current = null;
        setValues(blank());
        setOutcome(queued ? 'queued' : 'sent');
        if (!queued) notify.success(serverMessage(answer) ?? CONTACT_MESSAGES.sent);
        return;
      }
      const message = serverMessage(answer);
      const about = message ? messageField(message, CONTACT_FIELD_NAMES) : undefined;
      if (status === 400 && about) showErrors({ [about.field]: about.text });
      else setError(message ?? CONTACT_MESSAGES.failed);
    } catch {
      setError(CONTACT_MESSAGES.failed);
    } finally {
      setPending(false);
    }
  };

  const field = (name: ContactField) => ({
    name,
    label: CONTACT_FIELD_LABELS[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value })),
  });

  return (
    <form
      ref={formRef}
      className="card space-y-5 p-5 sm:p-8 lg:self-start"
      aria-labelledby="contact-form-title"
      onSubmit={onSubmit}
      aria-busy={pending}
      noValidate
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-ink sm:text-2xl">
        {CONTACT_MESSAGES.heading}
      </h2>
      {/* The form needs its scripts to send: until they have taken over the server's HTML it cannot be
          filled, rather than have hydration wipe what was typed. */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...field('name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} required />
          <FormField {...field('email')} type="email" autoComplete="email" inputMode="email" required />
          <FormField
            {...field('phoneNumber')}
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={10}
            hint={CONTACT_COPY.phoneHint}
          />
          <SelectField
            {...field('topic')}
            options={CONTACT_TOPICS}
            placeholder={CONTACT_COPY.topicPlaceholder}
            required
          />
        </div>
        <TextAreaField
          {...field('message')}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMaxLength}
          hint={CONTACT_COPY.messageHint(CONTACT_LIMITS.messageMinLength, CONTACT_LIMITS.messageMaxLength)}
          required
        />
        <FormError message={error} />
        <div role="status" aria-live="polite">
          {outcome === 'queued' ? (
            <OutboxPending inLiveRegion onDelivered={delivered} />
          ) : outcome ? (
            <p className="flex gap-3 rounded-lg bg-emerald-50 px-4 py-3 text-base text-emerald-900">
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              <span>{OUTCOME_TEXT[outcome]}</span>
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-solid w-full px-6 py-3 text-base sm:w-auto" disabled={pending}>
          {pending ? CONTACT_COPY.pending : CONTACT_COPY.submit}
        </button>
      </fieldset>
    </form>
  );
}
