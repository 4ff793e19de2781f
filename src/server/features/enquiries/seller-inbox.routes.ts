/**
 * The seller's enquiry inbox (contract in `src/shared/sellers/seller-enquiries.ts`): list with filters
 * and counts, and move an enquiry's status forward. Answers carry buyers' phone numbers: never cached (no-store is
 * the API's default).
 */
import { SELLER_ENQUIRY_MESSAGES } from '../../../shared/sellers/seller-enquiries-contract';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { sellerInbox, updateEnquiryStatus } from './seller-inbox.service';

export const sellerInboxRoutes = endpointRoutes({
  'GET /api/seller/enquiries': async (c, { query, json }) => {
    const inbox = await sellerInbox(c.var.deps.database.db, signedIn(c).viewer.userId, query);
    return json({ success: true, ...inbox, page: query.page, pageSize: query.pageSize });
  },
  'PATCH /api/seller/enquiries/:id': async (c, { id, body: { status }, json }) => {
    const data = await updateEnquiryStatus(c.var.deps.database.db, signedIn(c).viewer.userId, id, status, appNow(c));
    return json({ success: true, message: SELLER_ENQUIRY_MESSAGES.updated, data });
  },
});
