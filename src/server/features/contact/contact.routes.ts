/** POST /api/contact: the /contact page's form (contract in `src/shared/contact/contact-contract.ts`). */
import { Hono } from 'hono';
import { CONTACT_MESSAGES, contactInputSchema } from '../../../shared/contact/contact-contract';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { clientNetwork } from '../../lib/client-ip';
import { idempotencyKey } from '../../lib/idempotency';
import { jsonObjectBody } from '../../lib/json-body';
import { parseOrFail } from '../../lib/validate';
import { storeContactMessage } from './contact.service';

export interface ContactSentResponse {
  success: true;
  message: string;
}

export const contactRoutes = new Hono<AppEnv>().post('/contact', async (c) => {
  const key = idempotencyKey(c);
  const body = parseOrFail(contactInputSchema, await jsonObjectBody(c));
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
    key,
  );
  return c.json<ContactSentResponse>({ success: true, message: CONTACT_MESSAGES.sent }, stored ? 201 : 200);
});
