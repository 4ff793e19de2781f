import { useSearch } from 'wouter';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import {
  DetailGone,
  DetailLoadError,
  DetailNotFound,
  DetailSavedNotice,
  DetailSkeleton,
} from '../listing-detail/components/DetailStates';
import { goneSimilar, parseListingId, pickProject, projectRead } from '../listing-detail/detail.api';
import { DETAIL_UI } from '../listing-detail/detail.content';
import { useListingRead } from '../listing-detail/use-listing-read';
import { useScrollTopOnChange } from '../listing-detail/use-scroll-top';
import { ProjectDetailView } from './ProjectDetailView';

/** One builder project's details (/project-profile?id=N). */
export default function PropertyDetailPage() {
  const id = parseListingId(new URLSearchParams(useSearch()).get('id'));
  useScrollTopOnChange(id);
  if (id === null) return <DetailNotFound route="projectProfile" message={DETAIL_UI.states.noProject} />;
  return <ProjectLoader key={id} id={id} />;
}

function ProjectLoader({ id }: { id: number }) {
  const read = useListingRead(projectRead(id), pickProject);
  switch (read.kind) {
    case 'loading':
      return <DetailSkeleton route="projectProfile" />;
    case 'not-found':
      return read.status === 410 ? (
        <DetailGone route="projectProfile" message={DETAIL_UI.states.projectGone} similar={goneSimilar(read.body)} />
      ) : (
        <DetailNotFound route="projectProfile" message={DETAIL_UI.states.projectNotFound} />
      );
    case 'refused':
    case 'failed':
      return (
        <DetailLoadError route="projectProfile" message={DETAIL_UI.states.projectLoadFailed} onRetry={read.retry} />
      );
    case 'not-saved':
      return (
        <DetailLoadError route="projectProfile" message={OFFLINE_MESSAGES.notSaved} onRetry={read.retry} offline />
      );
    case 'found':
      return (
        <>
          <DetailSavedNotice savedAt={read.savedAt} />
          <ProjectDetailView project={read.data} />
        </>
      );
  }
}
