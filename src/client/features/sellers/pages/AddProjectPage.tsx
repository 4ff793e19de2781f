import { useSearch } from 'wouter';
import { mediaUrl } from '../../../../shared/media';
import { ROUTES } from '../../../../shared/route-titles';
import type { SellerProject } from '../../../../shared/sellers/seller-project-constants';
import { failureMessage } from '../../../lib/server-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormError } from '../../../ui/FormField';
import { dataOf, usePersonalApi } from '../../accounts/use-personal-api';
import { AddProjectForm } from '../../projects/seller/AddProjectForm';
import { BuildersOnly, useNonBuilderType } from '../../projects/seller/BuildersOnly';
import { ProjectQuotaNote } from '../../projects/seller/ProjectQuotaNote';
import { emptyProjectForm, fromProject } from '../../projects/seller/project-form';
import { ownProjectRead } from '../../projects/seller/projects.api';
import { PROJECT_UI as UI } from '../../projects/seller/projects.content';
import { ADD_PROPERTY_COPY } from '../add-property/add-property.content';
import type { DraftPhoto } from '../add-property/listing-draft.storage';
import { editIdOf } from '../shared/edit-id';

/** The stored project's photos as the form's photo list holds them. */
const photosOf = (project: SellerProject): DraftPhoto[] =>
  project.photos.map((hash, i) => ({ hash, name: ADD_PROPERTY_COPY.photoAlt(i + 1), url: mediaUrl(hash, 320) }));

/** A new project starts empty at once; an edit once the stored project is here (read again if held). */
function ProjectEditor({ editId }: { editId: number | null }) {
  const stored = usePersonalApi(editId === null ? null : ownProjectRead(editId), dataOf);

  if (editId === null)
    return (
      <>
        <ProjectQuotaNote />
        <AddProjectForm key="new" editId={null} stored={null} initial={emptyProjectForm()} initialPhotos={[]} />
      </>
    );
  if (stored.kind === 'loading' || (stored.kind === 'found' && stored.stale))
    return (
      <p role="status" className="text-muted">
        {UI.loading}
      </p>
    );
  if (stored.kind !== 'found') return <FormError message={failureMessage(stored, UI.loadFailed)} />;
  return (
    <AddProjectForm
      key={editId}
      editId={editId}
      stored={stored.data}
      initial={fromProject(stored.data)}
      initialPhotos={photosOf(stored.data)}
    />
  );
}

/** `/saller/project/add`: a builder posts a project for review, or edits one with ?id=N. */
export default function AddProjectPage() {
  const notBuilder = useNonBuilderType();
  const editId = editIdOf(useSearch());
  const title = editId === null ? ROUTES.sellerAddProject.title : UI.editTitle;
  useDocumentTitle(title);
  return (
    <section className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      {notBuilder ? <BuildersOnly sellerType={notBuilder} /> : <ProjectEditor editId={editId} />}
    </section>
  );
}
