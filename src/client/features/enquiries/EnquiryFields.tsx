import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES, PREFERRED_CONTACT_TIMES } from '../../../shared/enquiries/enquiry-constants';
import { DETAIL_UI } from '../listing-detail/detail.content';
import type { useEnquiryForm } from './use-enquiry-form';

const E = DETAIL_UI.enquiry;

interface EnquiryFieldsProps {
  /** The form's useId, which its fields' ids start with. */
  id: string;
  form: ReturnType<typeof useEnquiryForm>;
  /** Say why the form is being shown (a locked Call/WhatsApp was pressed). */
  lockedHint: boolean;
}

/** The enquiry's fields: the message with its counter, the best time to call, the refusal, and Send. */
export function EnquiryFields({ id, form, lockedHint }: EnquiryFieldsProps) {
  const { message, preferredTime, error } = form;
  const busy = form.sending.status === 'sending';
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={form.submit} className="mt-3 space-y-4">
      {lockedHint && (
        <p role="status" className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-brand-dark">
          {ENQUIRY_MESSAGES.contactLocked}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-ink">
          {E.message}
        </label>
        <textarea
          ref={form.refs.messageField}
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          minLength={ENQUIRY_LIMITS.messageMinLength}
          maxLength={ENQUIRY_LIMITS.messageMaxLength}
          value={message}
          readOnly={busy}
          onChange={(event) => form.setMessage(event.target.value)}
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
                onChange={() => form.setPreferredTime(time)}
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
    </form>
  );
}
