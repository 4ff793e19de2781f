import { type FormEvent, useRef, useState } from 'react';
import {
  type MyReview,
  RATING_LABELS,
  REVIEW_FIELD_LABELS,
  REVIEW_RATINGS,
  REVIEW_TEXT_LIMITS,
  type ReviewRating,
  reviewInputSchema,
  STAY_LABELS,
  TENURE_LABELS,
} from '../../../../shared/reviews/review-contract';
import { REVIEW_STAYS, REVIEW_TENURES } from '../../../../shared/reviews/review-vocabulary';
import { type FieldErrors, fieldErrors, focusFirstError, messageField } from '../../../lib/form-errors';
import { FieldFrame, FormError } from '../../../ui/FormField';
import { REVIEW_FORM_UI } from '../reviews.content';
import { RatingInput } from './RatingInput';

type Field = ReviewRating | 'text' | 'tenure' | 'stay' | 'livesThere';

/** The form's fields as the contract's messages name them ('Safety must be…' is the safety field). */
const LABELS: Record<Field, string> = {
  ...RATING_LABELS,
  text: REVIEW_FIELD_LABELS.text,
  tenure: REVIEW_FIELD_LABELS.tenure,
  stay: REVIEW_FIELD_LABELS.stay,
  livesThere: REVIEW_FIELD_LABELS.livesThere,
};

interface Values {
  ratings: Record<ReviewRating, number | null>;
  text: string;
  tenure: string;
  stay: string;
  livesThere: boolean | null;
}

const valuesOf = (review: MyReview | null): Values => ({
  ratings: review
    ? { ...review.ratings }
    : (Object.fromEntries(REVIEW_RATINGS.map((r) => [r, null])) as Values['ratings']),
  text: review?.text ?? '',
  tenure: review?.tenure ?? '',
  stay: review?.stay ?? '',
  livesThere: review?.livesThere ?? null,
});

/** The server's message about a field: its messages start with the field's label. */
const fieldOfMessage = (message: string): Field | undefined =>
  (Object.keys(LABELS) as Field[]).find((field) => message.startsWith(`${LABELS[field]} `));

export interface ReviewFormProps {
  existing: MyReview | null;
  onSave: (input: unknown) => Promise<{ ok: true } | { ok: false; message: string }>;
}

/** The review form: six ratings, the text, own or rent, how long, and whether the person lives there now. */
export function ReviewForm({ existing, onSave }: ReviewFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(existing));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const show = (next: FieldErrors<Field>) => {
    setErrors(next);
    focusFirstError(formRef.current, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const input = {
      ...values.ratings,
      text: values.text,
      tenure: values.tenure,
      stay: values.stay,
      livesThere: values.livesThere,
    };
    const parsed = reviewInputSchema.safeParse(input);
    if (!parsed.success) return show(fieldErrors(parsed.error, LABELS));
    setErrors({});
    setPending(true);
    try {
      const result = await onSave(parsed.data);
      if (result.ok) return;
      const field = fieldOfMessage(result.message) ?? messageField(result.message, LABELS)?.field;
      if (field) show({ [field]: result.message });
      else setError(result.message);
    } finally {
      setPending(false);
    }
  };

  const setRating = (name: ReviewRating) => (value: number) =>
    setValues((now) => ({ ...now, ratings: { ...now.ratings, [name]: value } }));
  const choice =
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft';

  return (
    <form ref={formRef} className="card space-y-6 p-5 sm:p-8" onSubmit={onSubmit} aria-busy={pending} noValidate>
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="text-lg font-bold text-ink">{REVIEW_FORM_UI.ratingsLegend}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {REVIEW_RATINGS.map((name) => (
            <RatingInput
              key={name}
              name={name}
              label={RATING_LABELS[name]}
              value={values.ratings[name]}
              error={errors[name]}
              onChange={setRating(name)}
            />
          ))}
        </div>
      </fieldset>

      <FieldFrame
        label={LABELS.text}
        error={errors.text}
        hint={REVIEW_FORM_UI.textHint(REVIEW_TEXT_LIMITS.min, REVIEW_TEXT_LIMITS.max)}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              name="text"
              rows={7}
              maxLength={REVIEW_TEXT_LIMITS.max + 200}
              value={values.text}
              onChange={(event) => setValues((now) => ({ ...now, text: event.target.value }))}
              className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/25 ${errors.text ? 'border-red-600' : 'border-line'}`}
            />
            <p className="mt-1 text-right text-xs text-muted" aria-live="polite">
              {REVIEW_FORM_UI.characters(values.text.trim().length, REVIEW_TEXT_LIMITS.max)}
            </p>
          </>
        )}
      </FieldFrame>

      <div className="grid gap-5 sm:grid-cols-3">
        <Choices legend={LABELS.tenure} error={errors.tenure}>
          {REVIEW_TENURES.map((tenure) => (
            <label key={tenure} className={choice}>
              <input
                type="radio"
                name="tenure"
                value={tenure}
                checked={values.tenure === tenure}
                onChange={() => setValues((now) => ({ ...now, tenure }))}
              />
              {TENURE_LABELS[tenure]}
            </label>
          ))}
        </Choices>
        <Choices legend={LABELS.stay} error={errors.stay}>
          {REVIEW_STAYS.map((stay) => (
            <label key={stay} className={choice}>
              <input
                type="radio"
                name="stay"
                value={stay}
                checked={values.stay === stay}
                onChange={() => setValues((now) => ({ ...now, stay }))}
              />
              {STAY_LABELS[stay]}
            </label>
          ))}
        </Choices>
        <Choices legend={LABELS.livesThere} error={errors.livesThere}>
          {([true, false] as const).map((lives) => (
            <label key={String(lives)} className={choice}>
              <input
                type="radio"
                name="livesThere"
                value={String(lives)}
                checked={values.livesThere === lives}
                onChange={() => setValues((now) => ({ ...now, livesThere: lives }))}
              />
              {lives ? REVIEW_FIELD_LABELS.livesNow : REVIEW_FIELD_LABELS.livedBefore}
            </label>
          ))}
        </Choices>
      </div>

      <FormError message={error} />
      <button type="submit" className="btn-solid w-full sm:w-auto" disabled={pending}>
        {pending ? REVIEW_FORM_UI.saving : existing ? REVIEW_FORM_UI.saveEdit : REVIEW_FORM_UI.save}
      </button>
    </form>
  );
}

function Choices({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2">{children}</div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
