import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { failureMessage } from '../../../lib/server-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormError } from '../../../ui/FormField';
import { dataOf, usePersonalApi } from '../../accounts/use-personal-api';
import { AddPropertyWizard, type WizardStart } from '../add-property/AddPropertyWizard';
import { ownListingRead } from '../add-property/add-property.api';
import { ADD_PROPERTY_COPY as C } from '../add-property/add-property.content';
import { draftKey, type ListingDraft, readDraft } from '../add-property/listing-draft.storage';
import { EMPTY_FORM, fromListing, photosOfListing } from '../add-property/listing-form';
import { editIdOf } from '../shared/edit-id';

/** The draft this device keeps for `editId` (null: none), once IndexedDB has answered; undefined until then. */
function useDraft(editId: number | null): [ListingDraft | null | undefined, () => void] {
  const [kept, setKept] = useState<{ editId: number | null; draft: ListingDraft | null }>();
  useEffect(() => {
    let current = true;
    void readDraft(draftKey(editId)).then((draft) => {
      if (current) setKept({ editId, draft });
    });
    return () => {
      current = false;
    };
  }, [editId]);
  // A new listing after one was sent starts empty: its draft was cleared on submit.
  const forget = () => setKept({ editId, draft: null });
  return [kept?.editId === editId ? kept.draft : undefined, forget];
}

/** /saller/property/add: post a property for review, or edit one with ?id=N (from this device's draft if any). */
export default function AddPropertyPage() {
  const [, navigate] = useLocation();
  const editId = editIdOf(useSearch());
  const title = editId === null ? ROUTES.sellerAddProperty.title : C.editTitle;
  useDocumentTitle(title);
  const [round, setRound] = useState(0);
  const [draft, forgetDraft] = useDraft(editId);
  const stored = usePersonalApi(editId === null ? null : ownListingRead(editId), dataOf);
  const listing = stored.kind === 'found' ? stored.data : null;
  const baseline = useMemo(() => (listing ? fromListing(listing) : EMPTY_FORM), [listing]);
  const baselinePhotos = useMemo(() => (listing ? photosOfListing(listing) : []), [listing]);

  const addAnother = () => {
    // A new listing starts empty (its draft was cleared on submit); from an edit the address changes too.
    if (editId !== null) navigate(PATHS.sellerAddProperty);
    else forgetDraft();
    setRound((n) => n + 1);
  };

  // An edit waits for the stored listing (read again if this device held it); with no answer at all
  // (offline), a saved draft of the edit can still be worked on.
  const noAnswer = stored.kind === 'failed' || stored.kind === 'not-saved';
  const loading =
    draft === undefined ||
    (editId !== null && (stored.kind === 'loading' || (stored.kind === 'found' && stored.stale)));
  const failed = !loading && editId !== null && !listing && !(noAnswer && draft);
  const start: WizardStart | null =
    loading || failed
      ? null
      : draft
        ? { form: draft.form, photos: draft.photos, step: draft.step, restoredAt: draft.savedAt }
        : { form: baseline, photos: baselinePhotos, step: 'basics', restoredAt: null };

  return (
    <section className="container-page max-w-2xl py-6 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {loading ? (
        <p role="status" className="text-muted">
          {C.loading}
        </p>
      ) : null}
      {failed ? <FormError message={failureMessage(stored, C.loadFailed)} /> : null}
      {start ? (
        <AddPropertyWizard
          key={`${editId}-${round}`}
          editId={editId}
          start={start}
          baseline={baseline}
          baselinePhotos={baselinePhotos}
          livePrice={listing?.status === 'active' ? listing.price : null}
          onAddAnother={addAnother}
        />
      ) : null}
    </section>
  );
}
