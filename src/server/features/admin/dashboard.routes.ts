/** GET /api/admin/dashboard: the admin dashboard's counts, queues, trend and recent activity. */
import { appNow } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { adminDashboard } from './dashboard.service';

export const adminDashboardRoutes = endpointRoutes({
  'GET /api/admin/dashboard': async (c, { json }) =>
    json({ success: true, data: await adminDashboard(c.var.deps.database.db, appNow(c)) }),
});
