import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../../shared/date-format';
import { formatPriceShort } from '../../../../shared/listings/format';
import { listingResource, sellerListings } from '../../../lib/api-resources';
import { useApiCache } from '../../../lib/use-api';
import { FillBar } from '../../../ui/ChartBars';
import { FormError } from '../../../ui/FormField';
import { AddPropertyDone } from './AddPropertyDone';
import { ownListingRead, sendListing } from './add-property.api';
import {
  ADD_PROPERTY_STEP_TITLES,
  ADD_PROPERTY_STEPS,
  type AddPropertyStep,
  ADD_PROPERTY_COPY as C,
} from './add-property.content';
import { clearDraft, type DraftPhoto, draftKey, saveDraft } from './listing-draft.storage';
import {
  checkStep,
  firstStepWithError,
  type ListingErrors,
  type ListingForm,
  photosProblem,
  STEP_FIELDS,
  toListingInput,
} from './listing-form';
import { QuotaMessage } from './QuotaMessage';
import { StepAmenities } from './StepAmenities';
import { StepBasics } from './StepBasics';
import { StepDetails } from './StepDetails';
import { StepLocation } from './StepLocation';
import { StepPhotos } from './StepPhotos';
import { StepPrice } from './StepPrice';
import { StepReview } from './StepReview';
import { type PhotoUploads, usePhotoUploads } from './use-photo-uploads';

export interface WizardStart {
  form: ListingForm;
  photos: DraftPhoto[];
  step: AddPropertyStep;
  /** When a saved draft was restored (ms since the epoch). */
  restoredAt: number | null;
}

interface WizardProps {
  editId: number | null;
  start: WizardStart;
  /** The form without a draft: empty for a new listing, the stored listing for an edit. */
  baseline: ListingForm;
  /** The photos without a draft: none for a new listing, the stored listing's for an edit. */
  baselinePhotos?: DraftPhoto[];
  /** The stored price of a live (active) listing being edited: a new one sends it back to review. */
  livePrice?: number | null;
  onAddAnother: () => void;
}

const SAVE_DELAY_MS = 300;
const HEADING = '#add-property-step';

/** The step-by-step add/edit property form: each step checked with the shared schema before the next. */
export function AddPropertyWizard({
  editId,
  start,
  baseline,
  baselinePhotos = [],
  livePrice = null,
  onAddAnother,
}: WizardProps) {
  const key = draftKey(editId);
  const cache = useApiCache();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(start.form);
  const [step, setStep] = useState(start.step);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [serverError, setServerError] = useState<{ message: string; quota: boolean } | null>(null);
  const [notice, setNotice] = useState(start.restoredAt ? C.draftRestored(formatDateTime(start.restoredAt)) : null);
  const [draftFailed, setDraftFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  /** A selector in the form to focus after the next render: the new step's heading or a bad field. */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const dirty = useRef(false);
  const uploads = usePhotoUploads(start.photos);
  // Every change to the photos is a change to save, like typing.
  const touched =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      dirty.current = true;
      action(...args);
    };
  const photos: PhotoUploads = {
    ...uploads,
    addFiles: touched(uploads.addFiles),
    move: touched(uploads.move),
    makeCover: touched(uploads.makeCover),
    remove: touched(uploads.remove),
  };
  const index = ADD_PROPERTY_STEPS.indexOf(step);
  const priceSendsToReview = livePrice !== null && form.price.trim() !== String(livePrice);

  // A message stays only while its field is still wrong: fixing a field clears it at once.
  useEffect(() => {
    setErrors((shown) => {
      const fields = Object.keys(shown) as (keyof ListingErrors)[];
      if (fields.length === 0) return shown;
      const now = checkStep(step, form);
      const kept: ListingErrors = {};
      for (const field of fields) if (now[field]) kept[field] = now[field];
      return fields.every((field) => kept[field] === shown[field]) ? shown : kept;
    });
  }, [form, step]);

  const set = (patch: Partial<ListingForm>) => {
    dirty.current = true;
    setForm((current) => ({ ...current, ...patch }));
  };

  // Saved as the seller goes (once they change something), so a reload or a lost tab keeps the work.
  const snapshot = JSON.stringify({ step, form, photos: photos.done });
  useEffect(() => {
    if (!dirty.current || done) return;
    const timer = setTimeout(() => {
      // Read when the timer fires: a submit or discard under way has cleared the draft for good.
      if (!dirty.current) return;
      const { step: s, form: f, photos: p } = JSON.parse(snapshot);
      saveDraft(key, { step: s, form: f, photos: p }).then((saved) => setDraftFailed(!saved));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [snapshot, key, done]);

  useEffect(() => {
    if (!focusTarget) return;
    formRef.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const goTo = (next: AddPropertyStep) => {
    dirty.current = true;
    setServerError(null);
    setStep(next);
    setFocusTarget(HEADING);
  };

  /** Shows `found` on its step and focuses the first bad field there. */
  const showErrors = (found: ListingErrors, on: AddPropertyStep) => {
    setErrors(found);
    if (on !== step) goTo(on);
    const first = STEP_FIELDS[on].find((field) => found[field]);
    if (first) setFocusTarget(`[name="${first}"]`);
  };

  const submit = async () => {
    const all = checkStep('review', form);
    const broken = firstStepWithError(all);
    if (broken) return showErrors(all, broken);
    if (photos.busy) {
      goTo('photos');
      return setNotice(C.waitForUploads);
    }
    if (priceSendsToReview && !window.confirm(C.priceReviewConfirm(formatPriceShort(Number(form.price))))) return;
    setPending(true);
    setServerError(null);
    try {
      // The photos as shown, the cover first.
      const hashes = photos.done.map((photo) => photo.hash);
      const { status, body } = await sendListing(toListingInput(form, hashes), editId);
      setPending(false);
      if ((status === 200 || status === 201) && body?.success) {
        dirty.current = false;
        // The edit as the server stored it; the seller's lists and counts are read again when shown.
        const own = editId === null ? null : ownListingRead(editId);
        const saved = body.data;
        if (own && saved) cache.update(own, (held) => ({ ...held, data: saved }));
        cache.invalidate(editId === null ? sellerListings : [sellerListings, listingResource(editId)], {
          except: own ? [own.path] : [],
        });
        await clearDraft(key);
        setDone(body.message ?? C.successBody);
        return;
      }
      const aboutPhotos = status === 400 && body?.message ? photosProblem(body.message) : null;
      if (aboutPhotos) {
        // E.g. a photo of a draft kept too long, deleted since: the seller replaces it on the photo step.
        goTo('photos');
        return setServerError({ message: aboutPhotos, quota: false });
      }
      setServerError({ message: body?.message || C.submitFailed, quota: status === 402 });
    } catch {
      setPending(false);
      setServerError({ message: C.submitFailed, quota: false });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'review') return void submit();
    if (step === 'photos' && photos.busy) return setNotice(C.waitForUploads);
    const found = checkStep(step, form);
    if (Object.keys(found).length > 0) return showErrors(found, step);
    setErrors({});
    goTo(ADD_PROPERTY_STEPS[index + 1] as AddPropertyStep);
  };

  const discard = async () => {
    dirty.current = false;
    await clearDraft(key);
    setForm(baseline);
    photos.reset(baselinePhotos);
    setErrors({});
    setServerError(null);
    setDraftFailed(false);
    setStep('basics');
    setFocusTarget(HEADING);
    setNotice(C.draftDiscarded);
  };

  if (done) return <AddPropertyDone editing={editId !== null} message={done} onAddAnother={onAddAnother} />;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="add-property-step"
      className="card space-y-5"
      aria-busy={pending}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{C.stepOf(index + 1, ADD_PROPERTY_STEPS.length)}</p>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={discard}>
          {C.discardDraft}
        </button>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface" aria-hidden="true">
        <FillBar percent={((index + 1) / ADD_PROPERTY_STEPS.length) * 100} fill="fill-brand" />
      </div>
      <p role="status" className={notice ? 'text-sm text-muted' : 'sr-only'}>
        {notice}
      </p>
      {draftFailed ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{C.draftNotSaved}</p>
      ) : null}
      <h2 id="add-property-step" tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {ADD_PROPERTY_STEP_TITLES[step]}
      </h2>
      {step === 'basics' ? <StepBasics form={form} errors={errors} set={set} /> : null}
      {step === 'details' ? <StepDetails form={form} errors={errors} set={set} /> : null}
      {step === 'location' ? <StepLocation form={form} errors={errors} set={set} /> : null}
      {step === 'amenities' ? <StepAmenities form={form} errors={errors} set={set} /> : null}
      {step === 'price' ? <StepPrice form={form} errors={errors} set={set} /> : null}
      {priceSendsToReview && (step === 'price' || step === 'review') ? (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {C.priceReviewNotice}
        </p>
      ) : null}
      {step === 'photos' ? <StepPhotos photos={photos} /> : null}
      {step === 'review' ? <StepReview form={form} photos={photos.items} goTo={goTo} /> : null}
      {serverError?.quota ? (
        <QuotaMessage message={serverError.message} />
      ) : (
        <FormError message={serverError?.message ?? null} />
      )}
      <div className="flex gap-3">
        {index > 0 ? (
          <button
            type="button"
            className="btn-outline flex-1 sm:flex-none"
            onClick={() => {
              setErrors({});
              goTo(ADD_PROPERTY_STEPS[index - 1] as AddPropertyStep);
            }}
          >
            {C.back}
          </button>
        ) : null}
        <button type="submit" className="btn-solid flex-1 sm:flex-none" disabled={pending}>
          {step !== 'review' ? C.next : pending ? C.submitting : editId === null ? C.submit : C.saveChanges}
        </button>
      </div>
    </form>
  );
}
