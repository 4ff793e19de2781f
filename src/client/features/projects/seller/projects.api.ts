/**
 * The builder's project reads (with usePersonalApi) and changes: deleting
 * resolves with the answer's body or throws the server's message for the list's toasts; the form reads
 * the status and body of a save itself.
 */
import type { ProjectInput } from '../../../../shared/sellers/seller-project-contract';
import { apiRead } from '../../../lib/api-read';
import { signedInApi, signedInCall } from '../../accounts/signed-in-api';

/** A page of the builder's projects; the first page and every status are the unadorned path. */
export const projectsRead = (query: { status?: string; page?: number }) =>
  apiRead('GET /api/seller/projects', {
    query: { status: query.status || undefined, page: query.page && query.page > 1 ? query.page : undefined },
  });

/** One of the builder's projects, to edit. */
export const ownProjectRead = (id: number) => apiRead('GET /api/seller/projects/:id', { params: { id } });

export const deleteProject = (id: number) => signedInCall('DELETE /api/seller/projects/:id', { params: { id } });

/** POST for a new project, PATCH for an edit; the form reads the status and body itself. */
export const sendProject = (input: ProjectInput, editId: number | null) =>
  editId === null
    ? signedInApi('POST /api/seller/projects', { json: input })
    : signedInApi('PATCH /api/seller/projects/:id', { params: { id: editId }, json: input });
