import {
  ADMIN_DASHBOARD_PATH,
  type AdminDashboard,
  type AdminDashboardResponse,
} from '../../../../shared/admin/dashboard-contract';
import type { ApiError } from '../../../../shared/api';
import { APP_MESSAGES } from '../../../../shared/messages';
import { http } from '../../../lib/http';
import { serverMessage } from '../../accounts/accounts.api';
import { readToken } from '../../accounts/accounts.storage';

/** A refused admin call: the server's message, and its status (401 and 403 end the admin session here). */
export class AdminCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The dashboard's data, or an Error carrying the server's message (for the page's retry state). */
export async function fetchAdminDashboard(): Promise<AdminDashboard> {
  const answer = await http<AdminDashboardResponse | ApiError>(ADMIN_DASHBOARD_PATH, { token: readToken() }).catch(
    () => null,
  );
  if (!answer) throw new Error(APP_MESSAGES.serverError);
  const { status, body } = answer;
  if (status === 200 && body?.success) return body.data;
  throw new AdminCallError(serverMessage(body) ?? APP_MESSAGES.serverError, status);
}
