/**
 * The builder's project calls. Like lib/http.ts every HTTP answer resolves; the list's `load` turns one
 * into data or the server's message for the page's loading state, the form reads status and body itself.
 */
import type { ApiError } from '../../../../shared/api';
import { APP_MESSAGES } from '../../../../shared/messages';
import {
  SELLER_PROJECTS_PATH,
  type SellerProject,
  type SellerProjectPage,
} from '../../../../shared/sellers/seller-project-constants';
import type { ProjectInput } from '../../../../shared/sellers/seller-project-contract';
import { http } from '../../../lib/http';
import { serverMessage } from '../../accounts/accounts.api';
import { readToken } from '../../accounts/accounts.storage';

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

export function fetchProjects(query: { status?: string; page?: number }): Promise<SellerProjectPage> {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return load<SellerProjectPage>(search ? `${SELLER_PROJECTS_PATH}?${search}` : SELLER_PROJECTS_PATH);
}

export const deleteProject = (id: number) =>
  load<{ success: true; message: string }>(`${SELLER_PROJECTS_PATH}/${id}`, { method: 'DELETE' });

export const fetchOwnProject = (id: number) =>
  http<ProjectAnswer>(`${SELLER_PROJECTS_PATH}/${id}`, { token: readToken() });

/** POST for a new project, PATCH for an edit. */
export const sendProject = (input: ProjectInput, editId: number | null) =>
  editId === null
    ? http<ProjectAnswer>(SELLER_PROJECTS_PATH, { method: 'POST', json: input, token: readToken() })
    : http<ProjectAnswer>(`${SELLER_PROJECTS_PATH}/${editId}`, { method: 'PATCH', json: input, token: readToken() });
