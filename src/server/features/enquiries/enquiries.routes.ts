/**
 * The enquiries API (contract and statuses in `src/shared/enquiries/enquiry-contract.ts`): a logged-in
 * buyer sends an enquiry about a property or a project, and then may see the seller's phone number.
 */
import type { Context } from 'hono';
import type { Ok } from '../../../shared/endpoints/endpoint';
import { ENQUIRY_MESSAGES, type SellerContact } from '../../../shared/enquiries/enquiry-contract';
import type { AppEnv } from '../../app-env';
import { appNow, signedIn } from '../../lib/auth';
import { clientNetwork } from '../../lib/client-ip';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idempotencyKey } from '../../lib/idempotency';
import { type ListingKind, sellerContact, sendEnquiry } from './enquiries.service';

const contactOf =
  (kind: ListingKind) =>
  async (c: Context<AppEnv>, { id }: { id: number }) => {
    const data = await sellerContact(c.var.deps.database.db, kind, id, signedIn(c).viewer);
    return c.json<Ok<SellerContact>>({ success: true, data });
  };

export const enquiriesRoutes = endpointRoutes({
  // A bad Idempotency-Key is refused before the body is read.
  'POST /api/enquiries': [
    { first: idempotencyKey },
    async (c, { body, json }) => {
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
        body,
        idempotencyKey(c),
      );
      return json({ success: true, message: ENQUIRY_MESSAGES.sent, data: receipt }, replayed ? 200 : 201);
    },
  ],
  'GET /api/properties/:id/contact': contactOf('property'),
  'GET /api/projects/:id/contact': contactOf('project'),
});
