/**
 * GET /api/me/enquiries (src/shared/enquiries/my-enquiries.ts): the caller's own enquiries. Personal:
 * never cached anywhere (no-store is the API's default) nor kept by the worker; the page keeps its own copy
 * for offline use and forgets it at logout.
 */
import { Hono } from 'hono';
import type { MyEnquiriesAnswer } from '../../../shared/enquiries/my-enquiries';
import type { AppEnv } from '../../app-env';
import { requireUser, signedIn } from '../../lib/auth';
import { myEnquiries } from './my-enquiries.service';

export const myEnquiriesRoutes = new Hono<AppEnv>().get('/me/enquiries', requireUser, async (c) => {
  const { data, total } = await myEnquiries(c.var.deps.database.db, signedIn(c).viewer.userId);
  return c.json<MyEnquiriesAnswer>({ success: true, data, total });
});
