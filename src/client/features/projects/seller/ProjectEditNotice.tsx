import type { SellerProject } from '../../../../shared/sellers/seller-project-constants';
import { StatusBadge } from '../../../ui/StatusBadge';
import { PROJECT_UI as UI } from './projects.content';

/** Above an edit: where the project stands in review, and what saving will do to that. */
export function ProjectEditNotice({ project }: { project: SellerProject }) {
  const text =
    project.status === 'rejected'
      ? UI.rejectedNotice(project.rejectionReason)
      : project.status === 'active'
        ? UI.activeNotice
        : null;
  return (
    <div className="mb-4 flex flex-wrap items-start gap-2">
      <StatusBadge kind="listing" status={project.status} />
      {text ? (
        <p className={`text-sm ${project.status === 'rejected' ? 'text-red-800' : 'text-muted'}`}>{text}</p>
      ) : null}
    </div>
  );
}
