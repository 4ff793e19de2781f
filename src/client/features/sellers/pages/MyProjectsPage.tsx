import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import {
  SELLER_PROJECT_FILTER_STATUSES,
  type SellerProject,
} from '../../../../shared/sellers/seller-project-constants';
import { sellerProjects } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { LISTING_STATUS_LABELS } from '../../../ui/ui.content';
import { bodyOf, usePersonalApi } from '../../accounts/use-personal-api';
import { BuildersOnly, useNonBuilderType } from '../../projects/seller/BuildersOnly';
import { ProjectRow } from '../../projects/seller/ProjectRow';
import { deleteProject, projectsRead } from '../../projects/seller/projects.api';
import { PROJECT_UI as UI } from '../../projects/seller/projects.content';

interface ListQuery {
  status: string;
  page: number;
}

/** The status filter and page kept in the address bar, so a reload or a shared link shows the same list. */
function readQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { status: params.get('status') ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

function listUrl({ status, page }: ListQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PATHS.sellerProjects}?${query}` : PATHS.sellerProjects;
}

function ProjectList() {
  const [, navigate] = useLocation();
  const query = readQuery(useSearch());
  const read = projectsRead(query);
  const projects = usePersonalApi(read, bodyOf);
  const cache = useApiCache();
  const [busyId, setBusyId] = useState<number | null>(null);

  const onDelete = async (project: SellerProject) => {
    if (!window.confirm(UI.confirmDelete(project.name))) return;
    setBusyId(project.id);
    try {
      const { message } = await deleteProject(project.id);
      notify.success(message);
      // Gone from this page at once; the other lists and the counts are read again.
      cache.update(read, (page) => ({
        ...page,
        data: page.data.filter((row) => row.id !== project.id),
        total: page.total - 1,
      }));
      cache.invalidate(sellerProjects, { except: [read.path] });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <label className="text-sm font-medium text-ink">
          {UI.filterLabel}
          <select
            className="mt-1 block w-48 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink"
            value={query.status}
            onChange={(e) => navigate(listUrl({ status: e.target.value, page: 1 }))}
          >
            <option value="">{UI.all}</option>
            {SELLER_PROJECT_FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LISTING_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <Link href={PATHS.sellerAddProject} className="btn-solid">
          {UI.addProject}
        </Link>
      </div>
      <LoadState read={projects}>
        {(page) =>
          page.data.length === 0 ? (
            <p className="mt-6 text-sm text-muted">{query.status ? UI.emptyFiltered : UI.empty}</p>
          ) : (
            <>
              <p className="mt-6 text-sm text-muted">{UI.total(page.total)}</p>
              <ul className="mt-3 space-y-4">
                {page.data.map((project) => (
                  <ProjectRow key={project.id} project={project} busy={busyId === project.id} onDelete={onDelete} />
                ))}
              </ul>
              <Pager
                label={ROUTES.sellerProjects.title}
                page={page.page}
                pageSize={page.pageSize}
                total={page.total}
                onPage={(next) => navigate(listUrl({ ...query, page: next }))}
              />
            </>
          )
        }
      </LoadState>
    </>
  );
}

/** `/saller/projects`: a builder's projects with their review status, units, prices and interest. */
export default function MyProjectsPage() {
  useDocumentTitle(ROUTES.sellerProjects.title);
  const notBuilder = useNonBuilderType();
  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerProjects.title}</h1>
      {notBuilder ? <BuildersOnly sellerType={notBuilder} /> : <ProjectList />}
    </section>
  );
}
