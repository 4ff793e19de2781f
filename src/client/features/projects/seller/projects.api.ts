/**
 * The builder's project addresses (read with usePersonalApi) and changes. Like lib/http.ts every HTTP
 * answer resolves; `load` turns one into data or throws the server's message for the list's toasts, the
 * form reads status and body itself.
 */
import type { ApiError } from '../../../../shared/api';
import { APP_MESSAGES } from '../../../../shared/messages';
import { SELLER_PROJECTS_PATH, type SellerProject } from '../../../../shared/sellers/seller-project-constants';
import type { ProjectInput } from '../../../../shared/sellers/seller-project-contract';
import { http } from '../../../lib/http';
import { serverMessage } from '../../../lib/server-message';
import { readToken } from '../../accounts/accounts.storage';
import { SELLER_ME_PATH } from '../../sellers/manage/manage.api';

export interface ProjectAnswer {
  success: boolean;
  message?: string;
  data?: SellerProject;
}

/** The answer's body when it succeeded; otherwise throws an Error with the server's message. */
async function load<T>(path: string, options: Parameters<typeof http>[1] = {}): Promise<T> {
  const answer = await http<T | ApiError>(path, { ...options, token: readToken() }).catch(() => null);
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body as T;
  throw new Error(serverMessage(body) ?? APP_MESSAGES.serverError);
}

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

export const deleteProject = (id: number) =>
  load<{ success: true; message: string }>(`${SELLER_PROJECTS_PATH}/${id}`, { method: 'DELETE' });

/** POST for a new project, PATCH for an edit. */
export const sendProject = (input: ProjectInput, editId: number | null) =>
  editId === null
    ? http<ProjectAnswer>(SELLER_PROJECTS_PATH, { method: 'POST', json: input, token: readToken() })
    : http<ProjectAnswer>(`${SELLER_PROJECTS_PATH}/${editId}`, { method: 'PATCH', json: input, token: readToken() });
