import { useSearch } from 'wouter';
import { mediaUrl } from '../../../../shared/media';
import { ROUTES } from '../../../../shared/routes';
import type { SellerProject } from '../../../../shared/sellers/seller-project-constants';
import { ADD_PROPERTY_COPY } from '../../../../shared/sellers/seller-ui-add-property';
import { PROJECT_UI as UI } from '../../../../shared/sellers/seller-ui-projects';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FormError } from '../../accounts/components/FormField';
import type { DraftPhoto } from '../add-property/listing-draft.storage';
import { AddProjectForm } from '../projects/AddProjectForm';
import { BuildersOnly, useNonBuilderType } from '../projects/BuildersOnly';
import { emptyProjectForm, fromProject, type ProjectForm } from '../projects/project-form';
import { fetchOwnProject } from '../projects/projects.api';
import { editIdOf, useEditLoad } from '../shared/use-edit-load';

type Loaded =
  | { state: 'failed'; message: string }
  | { state: 'ready'; form: ProjectForm; photos: DraftPhoto[]; stored: SellerProject | null };

/** A new project: an empty form at once, nothing to load. */
const fresh = (): Loaded => ({ state: 'ready', form: emptyProjectForm(), photos: [], stored: null });

/** The stored project as the form and the photo list hold it. */
async function load(editId: number | null): Promise<Loaded> {
  if (editId === null) return fresh();
  try {
    const { status, body } = await fetchOwnProject(editId);
    if (status !== 200 || !body?.data) return { state: 'failed', message: body?.message || UI.loadFailed };
    const photos = body.data.photos.map((hash, i) => ({
      hash,
      name: ADD_PROPERTY_COPY.photoAlt(i + 1),
      url: mediaUrl(hash, 320),
    }));
    return { state: 'ready', form: fromProject(body.data), photos, stored: body.data };
  } catch {
    return { state: 'failed', message: UI.loadFailed };
  }
}

function ProjectEditor({ editId }: { editId: number | null }) {
  const [loaded] = useEditLoad(editId, load, fresh);

  if (loaded.state === 'loading')
    return (
      <p role="status" className="text-muted">
        {UI.loading}
      </p>
    );
  if (loaded.state === 'failed') return <FormError message={loaded.message} />;
  return (
    <AddProjectForm
      key={editId ?? 'new'}
      editId={editId}
      stored={loaded.stored}
      initial={loaded.form}
      initialPhotos={loaded.photos}
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
