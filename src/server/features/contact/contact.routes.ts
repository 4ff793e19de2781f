/** POST /api/contact: the /contact page's form (contract in `src/shared/contact/contact-contract.ts`). */
import { CONTACT_MESSAGES } from '../../../shared/contact/contact-contract';
import { appNow } from '../../lib/auth';
import { clientNetwork } from '../../lib/client-ip';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { idempotencyKey } from '../../lib/idempotency';
import { storeContactMessage } from './contact.service';

export const contactRoutes = endpointRoutes({
  // A bad Idempotency-Key is refused before the body is read.
  'POST /api/contact': [
    { first: idempotencyKey },
    async (c, { body, json }) => {
      const { deps } = c.var;
      const stored = await storeContactMessage(
        {
          db: deps.database.db,
          rateLimits: deps.rateLimits,
          network: clientNetwork(c),
          userId: c.var.viewer?.userId,
          now: appNow(c),
        },
        body,
        idempotencyKey(c),
      );
      return json({ success: true, message: CONTACT_MESSAGES.sent }, stored ? 201 : 200);
    },
  ],
});
