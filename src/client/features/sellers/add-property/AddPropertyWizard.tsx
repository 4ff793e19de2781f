import { FillBar } from '../../../ui/ChartBars';
import { FormError } from '../../../ui/FormField';
import { AddPropertyDone } from './AddPropertyDone';
import { ADD_PROPERTY_STEP_TITLES, ADD_PROPERTY_STEPS, ADD_PROPERTY_COPY as C } from './add-property.content';
import { QuotaMessage } from './QuotaMessage';
import { StepAmenities } from './StepAmenities';
import { StepBasics } from './StepBasics';
import { StepDetails } from './StepDetails';
import { StepLocation } from './StepLocation';
import { StepPhotos } from './StepPhotos';
import { StepPrice } from './StepPrice';
import { StepReview } from './StepReview';
import { useAddPropertyWizard, type WizardOptions } from './use-add-property-wizard';

export type { WizardStart } from './use-add-property-wizard';

interface WizardProps extends WizardOptions {
  onAddAnother: () => void;
}

/** The step-by-step add/edit property form (use-add-property-wizard.ts moves it): one step at a time. */
export function AddPropertyWizard({ onAddAnother, ...options }: WizardProps) {
  const wizard = useAddPropertyWizard(options);
  const { form, step, index, errors, set, serverError, pending, photos } = wizard;
  const editing = options.editId !== null;

  if (wizard.done) return <AddPropertyDone editing={editing} message={wizard.done} onAddAnother={onAddAnother} />;

  return (
    <form
      ref={wizard.formRef}
      noValidate
      onSubmit={wizard.onSubmit}
      aria-labelledby="add-property-step"
      className="card space-y-5"
      aria-busy={pending}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">{C.stepOf(index + 1, ADD_PROPERTY_STEPS.length)}</p>
        <button type="button" className="btn-ghost min-h-11 text-sm" onClick={wizard.discard}>
          {C.discardDraft}
        </button>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface" aria-hidden="true">
        <FillBar percent={((index + 1) / ADD_PROPERTY_STEPS.length) * 100} fill="fill-brand" />
      </div>
      <p role="status" className={wizard.notice ? 'text-sm text-muted' : 'sr-only'}>
        {wizard.notice}
      </p>
      {wizard.draftFailed ? (
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
      {wizard.priceSendsToReview && (step === 'price' || step === 'review') ? (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {C.priceReviewNotice}
        </p>
      ) : null}
      {step === 'photos' ? <StepPhotos photos={photos} /> : null}
      {step === 'review' ? <StepReview form={form} photos={photos.items} goTo={wizard.goTo} set={set} /> : null}
      {serverError?.quota ? (
        <QuotaMessage message={serverError.message} />
      ) : (
        <FormError message={serverError?.message ?? null} />
      )}
      <div className="flex flex-wrap gap-3">
        {index > 0 ? (
          <button type="button" className="btn-outline flex-1 sm:flex-none" onClick={wizard.back}>
            {C.back}
          </button>
        ) : null}
        <button type="submit" className="btn-solid flex-1 sm:flex-none" disabled={pending}>
          {step !== 'review' ? C.next : pending ? C.submitting : editing ? C.saveChanges : C.submit}
        </button>
        {editing && step !== 'review' ? (
          <button type="button" className="btn-outline flex-1 sm:flex-none" disabled={pending} onClick={wizard.saveNow}>
            {pending ? C.submitting : C.saveChanges}
          </button>
        ) : null}
      </div>
    </form>
  );
}
