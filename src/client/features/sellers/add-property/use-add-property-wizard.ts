import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../../shared/date-format';
import { formatPriceShort } from '../../../../shared/listings/format';
import { useApiCache } from '../../../lib/use-api';
import { saveListing } from './add-property.api';
import { ADD_PROPERTY_STEPS, type AddPropertyStep, ADD_PROPERTY_COPY as C } from './add-property.content';
import { clearDraft, type DraftPhoto, draftKey, saveDraft } from './listing-draft.storage';
import {
  checkStep,
  firstStepWithError,
  keepValid,
  type ListingErrors,
  type ListingForm,
  photosProblem,
  STEP_FIELDS,
  toListingInput,
} from './listing-form';
import { type PhotoUploads, usePhotoUploads } from './use-photo-uploads';

export interface WizardStart {
  form: ListingForm;
  photos: DraftPhoto[];
  step: AddPropertyStep;
  /** When a saved draft was restored (ms since the epoch). */
  restoredAt: number | null;
}

export interface WizardOptions {
  editId: number | null;
  start: WizardStart;
  /** The form without a draft: empty for a new listing, the stored listing for an edit. */
  baseline: ListingForm;
  /** The photos without a draft: none for a new listing, the stored listing's for an edit. */
  baselinePhotos?: DraftPhoto[];
  /** The stored price of a live (active) listing being edited: a new one sends it back to review. */
  livePrice?: number | null;
}

const SAVE_DELAY_MS = 300;
const HEADING = '#add-property-step';

/**
 * The add/edit property form's steps and what moves between them: each step checked with the shared
 * schema before the next, the work saved as a draft as the seller goes, and the listing sent at the end.
 */
export function useAddPropertyWizard({
  editId,
  start,
  baseline,
  baselinePhotos = [],
  livePrice = null,
}: WizardOptions) {
  const key = draftKey(editId);
  const cache = useApiCache();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(start.form);
  const [step, setStep] = useState(start.step);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [serverError, setServerError] = useState<{ message: string; quota: boolean } | null>(null);
  const [notice, setNotice] = useState(start.restoredAt ? C.draftRestored(formatDateTime(start.restoredAt)) : null);
  /** What a part-way save left unsaved; it belongs to the step it was said on. */
  const [unsaved, setUnsaved] = useState<string | null>(null);
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

  const set = (patch: Partial<ListingForm>) => {
    dirty.current = true;
    setForm((current) => ({ ...current, ...patch }));
  };

  const goTo = (next: AddPropertyStep) => {
    dirty.current = true;
    setServerError(null);
    setUnsaved(null);
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

  /**
   * Sends the listing. `partial` (an edit saved before the last step) sends what the contract accepts,
   * keeps the stored value of each field it refuses, and names those fields instead of finishing.
   */
  const submit = async (partial = false) => {
    const all = checkStep('review', form);
    const kept = partial ? keepValid(form, baseline) : null;
    const broken = firstStepWithError(all);
    if (broken && !kept) return showErrors(all, broken);
    const sent = kept?.form ?? form;
    const refused = kept ? Object.values(kept.refused) : [];
    if (photos.busy) {
      goTo('photos');
      return setNotice(C.waitForUploads);
    }
    const newPrice = livePrice !== null && sent.price.trim() !== String(livePrice);
    if (newPrice && !window.confirm(C.priceReviewConfirm(formatPriceShort(Number(sent.price))))) return;
    setPending(true);
    setServerError(null);
    setUnsaved(null);
    try {
      // The photos as shown, the cover first.
      const hashes = photos.done.map((photo) => photo.hash);
      const outcome = await saveListing(cache, toListingInput(sent, hashes), editId);
      setPending(false);
      if (outcome.saved && refused.length > 0) {
        // The typed values stay in the form (and the draft) to be fixed; the message names each one.
        setErrors(kept?.refused ?? {});
        return setUnsaved(C.savedExcept(refused));
      }
      if (outcome.saved) {
        dirty.current = false;
        await clearDraft(key);
        return setDone(outcome.message ?? C.successBody);
      }
      const aboutPhotos = outcome.status === 400 && outcome.message ? photosProblem(outcome.message) : null;
      if (aboutPhotos) {
        // E.g. a photo of a draft kept too long, deleted since: the seller replaces it on the photo step.
        goTo('photos');
        return setServerError({ message: aboutPhotos, quota: false });
      }
      setServerError({ message: outcome.message || C.submitFailed, quota: outcome.status === 402 });
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

  /** An edit's "Save changes" on a step before the last. */
  const saveNow = () => {
    if (step === 'photos' && photos.busy) return setNotice(C.waitForUploads);
    void submit(true);
  };

  const back = () => {
    setErrors({});
    goTo(ADD_PROPERTY_STEPS[index - 1] as AddPropertyStep);
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

  return {
    formRef,
    form,
    step,
    index,
    errors,
    serverError,
    notice: unsaved ?? notice,
    draftFailed,
    pending,
    done,
    photos,
    priceSendsToReview,
    set,
    goTo,
    back,
    onSubmit,
    saveNow,
    discard,
  };
}
