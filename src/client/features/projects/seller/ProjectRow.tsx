import { Link } from 'wouter';
import { formatPriceRange } from '../../../../shared/listings/format';
import { REPORT_MESSAGES } from '../../../../shared/reports/report-contract';
import { PATHS } from '../../../../shared/routes';
import type { SellerProject } from '../../../../shared/sellers/seller-project-constants';
import { StatusBadge } from '../../../ui/StatusBadge';
import { PROJECT_UI as UI } from './projects.content';

interface ProjectRowProps {
  project: SellerProject;
  busy: boolean;
  onDelete: (project: SellerProject) => void;
}

/** One of the builder's projects: where it stands in review, units, prices, interest, and what to do. */
export function ProjectRow({ project, busy, onDelete }: ProjectRowProps) {
  const { location } = project;
  return (
    <li className="card space-y-3" aria-label={project.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-bold text-ink">{project.name}</h2>
        <div className="flex flex-wrap gap-1">
          {project.upcoming ? (
            <span className="inline-block rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-dark">
              {UI.upcoming}
            </span>
          ) : null}
          <StatusBadge kind="listing" status={project.status} />
        </div>
      </div>
      <p className="text-sm text-muted">
        {project.projectType} · {location.locality}, {location.city}
      </p>
      <p className="text-sm text-ink">{UI.configurations(project.unitConfigurations.map((unit) => unit.label))}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{UI.units}</dt>
          <dd className="font-semibold text-ink">{UI.unitsLeft(project.availableUnits, project.totalUnits)}</dd>
        </div>
        <div>
          <dt className="text-muted">{UI.price}</dt>
          <dd className="font-semibold text-ink">{formatPriceRange(project.minPrice, project.maxPrice)}</dd>
        </div>
        <div>
          <dt className="text-muted">{UI.views}</dt>
          <dd className="font-semibold text-ink">{project.views}</dd>
        </div>
        <div>
          <dt className="text-muted">{UI.enquiriesLabel}</dt>
          <dd className="font-semibold text-ink">{UI.enquiries(project.enquiries.new, project.enquiries.total)}</dd>
        </div>
      </dl>
      {project.status === 'pending' && project.heldForReportsAt ? (
        <p className="text-sm font-medium text-amber-900">{REPORT_MESSAGES.heldNotice}</p>
      ) : null}
      {project.status === 'rejected' ? (
        <p className="text-sm text-red-800">{UI.rejectedReason(project.rejectionReason)}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link href={`${PATHS.sellerAddProject}?id=${project.id}`} className="btn-outline">
          {project.status === 'rejected' ? UI.fixAndResubmit : UI.edit}
        </Link>
        {project.status === 'active' ? (
          <a href={`${PATHS.projectProfile}?id=${project.id}`} className="btn-ghost">
            {UI.viewPublic}
          </a>
        ) : null}
        <button type="button" className="btn-ghost text-red-800" disabled={busy} onClick={() => onDelete(project)}>
          {UI.delete}
        </button>
      </div>
    </li>
  );
}
