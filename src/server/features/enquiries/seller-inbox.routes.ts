/**
 * The seller's enquiry inbox (contract in `src/shared/sellers/seller-enquiries.ts`): list with filters
 * and counts, and move an enquiry's status forward. Answers carry buyers' phone numbers: never cached (no-store is
 * the API's default).
 */
import { Hono } from 'hono';
import {
  SELLER_ENQUIRY_MESSAGES,
  type SellerEnquiriesResponse,
  type SellerEnquiryUpdatedResponse,
  sellerEnquiriesQuerySchema,
  sellerEnquiryUpdateSchema,
} from '../../../shared/sellers/seller-enquiries-contract';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser, signedIn } from '../../lib/auth';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { requireSeller } from '../sellers/require-seller';
import { sellerInbox, updateEnquiryStatus } from './seller-inbox.service';

export const sellerInboxRoutes = new Hono<AppEnv>()
  .get('/seller/enquiries', requireUser, requireSeller, async (c) => {
    const query = parseOrFail(sellerEnquiriesQuerySchema, c.req.query());
    const inbox = await sellerInbox(c.var.deps.database.db, signedIn(c).viewer.userId, query);
    return c.json<SellerEnquiriesResponse>({ success: true, ...inbox, page: query.page, pageSize: query.pageSize });
  })
  .patch('/seller/enquiries/:id', requireUser, requireSeller, async (c) => {
    const id = parseId(c.req.param('id'));
    const { status } = parseOrFail(sellerEnquiryUpdateSchema, await jsonObjectBody(c));
    const data = await updateEnquiryStatus(c.var.deps.database.db, signedIn(c).viewer.userId, id, status, appNow(c));
    return c.json<SellerEnquiryUpdatedResponse>({ success: true, message: SELLER_ENQUIRY_MESSAGES.updated, data });
  });
