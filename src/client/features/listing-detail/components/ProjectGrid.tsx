import type { ProjectCard } from '../../../../shared/listings/listing-types';
import { ProjectCardView } from '../../shortlist/components/ProjectCardView';
import { DetailSection } from './Sections';

/** A builder's projects as cards under a heading, laid out like ListingGrid; nothing when there are none. */
export function ProjectGrid({ id, title, projects }: { id: string; title: string; projects: readonly ProjectCard[] }) {
  if (projects.length === 0) return null;
  return (
    <DetailSection id={id} title={title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCardView project={project} />
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
