/**
 * GET /api/me/enquiries (src/shared/enquiries/my-enquiries.ts): the caller's own enquiries. Personal:
 * never cached anywhere (no-store is the API's default) nor kept by the worker; the page keeps its own copy
 * for offline use and forgets it at logout.
 */
import { signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { myEnquiries } from './my-enquiries.service';

export const myEnquiriesRoutes = endpointRoutes({
  'GET /api/me/enquiries': async (c, { json }) => {
    const { data, total } = await myEnquiries(c.var.deps.database.db, signedIn(c).viewer.userId);
    return json({ success: true, data, total });
  },
});
