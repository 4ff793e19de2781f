import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PROJECT_TYPES } from '../../../../shared/listings/vocabulary';
import { PATHS } from '../../../../shared/routes';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { PROJECT_LIMITS, type SellerProject } from '../../../../shared/sellers/seller-project-constants';
import { sellerProjects } from '../../../lib/api-resources';
import { useApiCache } from '../../../lib/use-api';
import { FormError, FormField, TEXT_LINK_CLASS } from '../../../ui/FormField';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  WholeNumberField,
} from '../../sellers/add-property/AddPropertyFields';
import { ADD_PROPERTY_COPY } from '../../sellers/add-property/add-property.content';
import type { DraftPhoto } from '../../sellers/add-property/listing-draft.storage';
import { StepPhotos } from '../../sellers/add-property/StepPhotos';
import { usePhotoUploads } from '../../sellers/add-property/use-photo-uploads';
import { ProjectAmenities } from './ProjectAmenities';
import { ProjectDone } from './ProjectDone';
import { ProjectEditNotice } from './ProjectEditNotice';
import { ProjectLocationFields } from './ProjectLocationFields';
import { ProjectUnitsFields } from './ProjectUnitsFields';
import { checkProject, type ProjectErrors, type ProjectForm, toProjectInput } from './project-form';
import { ownProjectRead, sendProject } from './projects.api';
import { PROJECT_FIELD_LABELS as L, PROJECT_FORM_SECTIONS as S, PROJECT_UI as UI } from './projects.content';

interface AddProjectFormProps {
  editId: number | null;
  /** The project being edited, as stored: its review status shows above the form. */
  stored: SellerProject | null;
  initial: ProjectForm;
  initialPhotos: DraftPhoto[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // min-w-0: a fieldset is at least as wide as its content by default, which would widen a phone's page.
    <fieldset className="min-w-0 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <legend className="mb-3 text-lg font-bold text-ink">{title}</legend>
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

/** The add/edit project form: one page of sections, checked whole with the shared schema before sending. */
export function AddProjectForm({ editId, stored, initial, initialPhotos }: AddProjectFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const cache = useApiCache();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [serverError, setServerError] = useState<{ message: string; quota: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [focusFirst, setFocusFirst] = useState(0);
  const photos = usePhotoUploads(initialPhotos);
  const set = (patch: Partial<ProjectForm>) => setForm((current) => ({ ...current, ...patch }));
  const hashes = photos.done.map((photo) => photo.hash);

  // After a refused check, the first field with a message (in the page's order) takes the focus.
  useEffect(() => {
    if (focusFirst === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field]')?.focus();
  }, [focusFirst]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (photos.busy) return setServerError({ message: ADD_PROPERTY_COPY.waitForUploads, quota: false });
    const found = checkProject(form, hashes);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setServerError({ message: UI.fixErrors, quota: false });
      return setFocusFirst((n) => n + 1);
    }
    setPending(true);
    try {
      const { status, body } = await sendProject(toProjectInput(form, hashes), editId);
      if ((status === 200 || status === 201) && body?.success) {
        // The edit as the server stored it; the builder's lists and counts are read again when shown.
        const own = editId === null ? null : ownProjectRead(editId);
        const saved = body.data;
        if (own && saved) cache.update(own, (held) => ({ ...held, data: saved }));
        cache.invalidate(sellerProjects, { except: own ? [own.path] : [] });
        setDone(body.message ?? UI.createdTitle);
      } else setServerError({ message: body?.message || UI.submitFailed, quota: status === 402 });
    } catch {
      setServerError({ message: UI.submitFailed, quota: false });
    } finally {
      setPending(false);
    }
  };

  if (done) return <ProjectDone editing={editId !== null} message={done} />;

  const number = (key: 'totalUnits' | 'availableUnits', min: number) => (
    <WholeNumberField
      label={L[key]}
      name={key}
      min={min}
      max={PROJECT_LIMITS.unitsMax}
      value={form[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={errors[key]}
    />
  );
  const date = (key: 'launchDate' | 'completionDate') => (
    <FormField
      label={L[key]}
      name={key}
      type="date"
      value={form[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={errors[key]}
    />
  );
  const sectionProps = { form, errors, set };

  return (
    <>
      {stored ? <ProjectEditNotice project={stored} /> : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="card space-y-6" aria-busy={pending}>
        <Section title={S.about}>
          <FormField
            label={L.name}
            name="name"
            maxLength={PROJECT_LIMITS.nameMax}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            error={errors.name}
          />
          <SelectField
            label={L.projectType}
            name="projectType"
            options={PROJECT_TYPES}
            value={form.projectType}
            onChange={(e) => set({ projectType: e.target.value })}
            error={errors.projectType}
          />
          <TextAreaField
            label={L.description}
            name="description"
            maxLength={SELLER_LIMITS.descriptionMax}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            error={errors.description}
          />
        </Section>
        <Section title={S.location}>
          <ProjectLocationFields {...sectionProps} />
        </Section>
        <Section title={S.units}>
          <div className="grid grid-cols-2 gap-3">
            {number('totalUnits', 1)}
            {number('availableUnits', 0)}
          </div>
        </Section>
        <Section title={S.configurations}>
          <ProjectUnitsFields {...sectionProps} />
        </Section>
        <Section title={S.timeline}>
          <div className="grid gap-4 sm:grid-cols-2">
            {date('launchDate')}
            {date('completionDate')}
          </div>
          <FormField
            label={L.reraId}
            name="reraId"
            maxLength={SELLER_LIMITS.reraNumberMax}
            value={form.reraId}
            onChange={(e) => set({ reraId: e.target.value })}
            error={errors.reraId}
          />
          <CheckboxField
            label={L.upcoming}
            name="upcoming"
            checked={form.upcoming}
            onChange={(upcoming) => set({ upcoming })}
          />
        </Section>
        <Section title={S.amenities}>
          <ProjectAmenities {...sectionProps} />
        </Section>
        <Section title={S.photos}>
          <StepPhotos photos={photos} />
          {errors.photos ? <p className="text-sm text-red-700">{errors.photos}</p> : null}
        </Section>
        {serverError?.quota ? (
          <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p>{serverError.message}</p>
            <Link href={PATHS.sellerProjects} className={`${TEXT_LINK_CLASS} mt-1 inline-block`}>
              {UI.myProjects}
            </Link>
          </div>
        ) : (
          <FormError message={serverError?.message ?? null} />
        )}
        <button type="submit" className="btn-solid w-full sm:w-auto" disabled={pending}>
          {pending ? UI.submitting : editId === null ? UI.submit : UI.saveChanges}
        </button>
      </form>
    </>
  );
}
