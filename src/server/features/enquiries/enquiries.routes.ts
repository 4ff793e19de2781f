/**
 * The enquiries API (contract and statuses in `src/shared/enquiries/enquiry-contract.ts`): a logged-in
 * buyer sends an enquiry about a property or a project, and then may see the seller's phone number.
 */
import { type Context, Hono } from 'hono';
import {
  ENQUIRY_MESSAGES,
  type EnquiryReceipt,
  enquiryInputSchema,
  type SellerContact,
} from '../../../shared/enquiries/enquiry-contract';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser, signedIn } from '../../lib/auth';
import { clientNetwork } from '../../lib/client-ip';
import { idempotencyKey } from '../../lib/idempotency';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { type ListingKind, sellerContact, sendEnquiry } from './enquiries.service';

export interface EnquirySentResponse {
  success: true;
  message: string;
  data: EnquiryReceipt;
}

export interface SellerContactResponse {
  success: true;
  data: SellerContact;
}

const contactOf = (kind: ListingKind) => async (c: Context<AppEnv>) => {
  const id = parseId(c.req.param('id'));
  const data = await sellerContact(c.var.deps.database.db, kind, id, signedIn(c).viewer);
  return c.json<SellerContactResponse>({ success: true, data });
};

export const enquiriesRoutes = new Hono<AppEnv>()
  .post('/enquiries', requireUser, async (c) => {
    const key = idempotencyKey(c);
    const input = parseOrFail(enquiryInputSchema, await jsonObjectBody(c));
    const { deps } = c.var;
    const { receipt, replayed } = await sendEnquiry(
      {
        db: deps.database.db,
        viewer: signedIn(c).viewer,
        rateLimits: deps.rateLimits,
        network: clientNetwork(c),
        secret: deps.env.APP_SECRET,
        now: appNow(c),
      },
      input,
      key,
    );
    return c.json<EnquirySentResponse>(
      { success: true, message: ENQUIRY_MESSAGES.sent, data: receipt },
      replayed ? 200 : 201,
    );
  })
  .get('/properties/:id/contact', requireUser, contactOf('property'))
  .get('/projects/:id/contact', requireUser, contactOf('project'));
