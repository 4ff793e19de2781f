import { useSearch } from 'wouter';
import { DETAIL_UI } from '../../../../shared/listings/detail-ui';
import { OFFLINE_MESSAGES } from '../../../../shared/offline/offline-contract';
import { readToken } from '../../accounts/accounts.storage';
import {
  DetailLoadError,
  DetailNotFound,
  DetailSavedNotice,
  DetailSkeleton,
} from '../../listing-detail/components/DetailStates';
import { ProjectDetailView } from '../../listing-detail/components/ProjectDetailView';
import { fetchProject } from '../../listing-detail/detail.api';
import { parseListingId, useLoad } from '../../listing-detail/use-load';
import { useScrollTopOnChange } from '../../listing-detail/use-scroll-top';

/** One builder project's details (/project-profile?id=N). */
export default function ProjectDetailPage() {
  const id = parseListingId(new URLSearchParams(useSearch()).get('id'));
  useScrollTopOnChange(id);
  if (id === null) return <DetailNotFound route="projectProfile" message={DETAIL_UI.states.noProject} />;
  return <ProjectLoader key={id} id={id} />;
}

function ProjectLoader({ id }: { id: number }) {
  const { state, retry } = useLoad(String(id), () => fetchProject(id, readToken()));
  switch (state.kind) {
    case 'loading':
      return <DetailSkeleton route="projectProfile" />;
    case 'not-found':
      return <DetailNotFound route="projectProfile" message={DETAIL_UI.states.projectNotFound} />;
    case 'failed':
      return <DetailLoadError route="projectProfile" message={DETAIL_UI.states.projectLoadFailed} onRetry={retry} />;
    case 'not-saved':
      return <DetailLoadError route="projectProfile" message={OFFLINE_MESSAGES.notSaved} onRetry={retry} offline />;
    case 'found':
      return (
        <>
          <DetailSavedNotice savedAt={state.savedAt} />
          <ProjectDetailView project={state.data} />
        </>
      );
  }
}
