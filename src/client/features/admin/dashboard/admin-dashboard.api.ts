import {
  ADMIN_DASHBOARD_PATH,
  type AdminDashboard,
  type AdminDashboardResponse,
} from '../../../../shared/admin/dashboard-contract';
import { adminLoad } from '../shared/admin-api';

/** The dashboard's data, or an Error carrying the server's message (for the page's retry state). */
export async function fetchAdminDashboard(): Promise<AdminDashboard> {
  return (await adminLoad<AdminDashboardResponse>(ADMIN_DASHBOARD_PATH)).data;
}
