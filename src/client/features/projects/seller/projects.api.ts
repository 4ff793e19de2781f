/**
 * The builder's project addresses (read with usePersonalApi) and changes: deleting
 * resolves with the answer's body or throws the server's message for the list's toasts; the form reads
 * the status and body of a save itself.
 */
import { SELLER_PROJECTS_PATH } from '../../../../shared/sellers/seller-project-constants';
import type { ProjectInput } from '../../../../shared/sellers/seller-project-contract';
import { signedInApi, signedInCall } from '../../accounts/signed-in-api';
import { SELLER_ME_PATH } from '../../sellers/manage/manage.api';

export function projectsPath(query: { status?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${SELLER_PROJECTS_PATH}?${search}` : SELLER_PROJECTS_PATH;
}

/** One of the builder's projects, to edit. */
export const ownProjectPath = (id: number) => `${SELLER_PROJECTS_PATH}/${id}`;

/** Reads a change to the builder's projects makes out of date: their lists, one project, and the counts. */
export const isProjectsRead = (path: string): boolean =>
  path.startsWith(SELLER_PROJECTS_PATH) || path === SELLER_ME_PATH;

export const deleteProject = (id: number) => signedInCall('DELETE /api/seller/projects/:id', { params: { id } });

/** POST for a new project, PATCH for an edit; the form reads the status and body itself. */
export const sendProject = (input: ProjectInput, editId: number | null) =>
  editId === null
    ? signedInApi('POST /api/seller/projects', { json: input })
    : signedInApi('PATCH /api/seller/projects/:id', { params: { id: editId }, json: input });
