import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PATHS, ROUTES } from '../../../../shared/routes';
import { ADD_PROPERTY_COPY as C } from '../../../../shared/sellers/seller-ui-add-property';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormError } from '../../accounts/components/FormField';
import { AddPropertyWizard, type WizardStart } from '../add-property/AddPropertyWizard';
import { fetchOwnListing } from '../add-property/add-property.api';
import { type DraftPhoto, draftKey, readDraft } from '../add-property/listing-draft.storage';
import { EMPTY_FORM, fromListing, type ListingForm, photosOfListing } from '../add-property/listing-form';
import { editIdOf, useEditLoad } from '../shared/use-edit-load';

type Loaded =
  | { state: 'failed'; message: string }
  | { state: 'ready'; start: WizardStart; baseline: ListingForm; baselinePhotos: DraftPhoto[] };

/** Loads the draft (and, for an edit, the stored listing), then shows the form. */
async function load(editId: number | null): Promise<Loaded> {
  const draft = await readDraft(draftKey(editId));
  let baseline = EMPTY_FORM;
  let baselinePhotos: DraftPhoto[] = [];
  if (editId !== null) {
    try {
      const { status, body } = await fetchOwnListing(editId);
      if (status !== 200 || !body?.data) return { state: 'failed', message: body?.message || C.loadFailed };
      baseline = fromListing(body.data);
      baselinePhotos = photosOfListing(body.data);
    } catch {
      // Offline: a saved draft of this edit can still be worked on.
      if (!draft) return { state: 'failed', message: C.loadFailed };
    }
  }
  const start: WizardStart = draft
    ? { form: draft.form, photos: draft.photos, step: draft.step, restoredAt: draft.savedAt }
    : { form: baseline, photos: baselinePhotos, step: 'basics', restoredAt: null };
  return { state: 'ready', start, baseline, baselinePhotos };
}

/** /saller/property/add: post a property for review, or edit one with ?id=N. */
export default function AddPropertyPage() {
  const { title } = ROUTES.sellerAddProperty;
  useDocumentTitle(title);
  const [, navigate] = useLocation();
  const editId = editIdOf(useSearch());
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useEditLoad(editId, load);

  const addAnother = () => {
    // A new listing starts empty (its draft was cleared on submit); from an edit the address changes too.
    if (editId !== null) navigate(PATHS.sellerAddProperty);
    else
      setLoaded({
        state: 'ready',
        start: { form: EMPTY_FORM, photos: [], step: 'basics', restoredAt: null },
        baseline: EMPTY_FORM,
        baselinePhotos: [],
      });
    setRound((n) => n + 1);
  };

  return (
    <section className="container-page max-w-2xl py-6 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {loaded.state === 'loading' ? (
        <p role="status" className="text-muted">
          {C.loading}
        </p>
      ) : null}
      {loaded.state === 'failed' ? <FormError message={loaded.message} /> : null}
      {loaded.state === 'ready' ? (
        <AddPropertyWizard
          key={`${editId}-${round}`}
          editId={editId}
          start={loaded.start}
          baseline={loaded.baseline}
          baselinePhotos={loaded.baselinePhotos}
          onAddAnother={addAnother}
        />
      ) : null}
    </section>
  );
}
