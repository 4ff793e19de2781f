/** POST /api/contact (contract: src/shared/contact/contact-contract.ts); resolves for every HTTP answer, see lib/http.ts. */
import type { ContactInput } from '../../../shared/contact/contact-contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/idempotency';
import { api } from '../../lib/api';

/** A slow connection gets this long before the form says the message could not be sent. */
const CONTACT_TIMEOUT_MS = 15_000;

export const sendContactMessage = (input: ContactInput, idempotencyKey: string) =>
  api('POST /api/contact', {
    json: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    timeoutMs: CONTACT_TIMEOUT_MS,
  });

/** A fresh key per submission; randomUUID needs a secure context, so plain http falls back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
