/** GET /api/admin/dashboard: the admin dashboard's counts, queues, trend and recent activity. */
import { Hono } from 'hono';
import type { AdminDashboardResponse } from '../../../shared/admin/dashboard-contract';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { adminOnly } from './admin-guard';
import { adminDashboard } from './dashboard.service';

export const adminDashboardRoutes = new Hono<AppEnv>().get('/admin/dashboard', adminOnly, async (c) => {
  const data = await adminDashboard(c.var.deps.database.db, appNow(c));
  return c.json<AdminDashboardResponse>({ success: true, data });
});
