/**
 * Idempotency keys: a client that may send a form twice (a double tap, a retry after a lost answer, the
 * offline queue) sends one random key per submission; the server answers a repeat with the first
 * result instead of acting twice. Used by POST /api/enquiries and POST /api/contact.
 */
import { ENQUIRY_LIMITS } from './enquiries/enquiry-constants';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_MAX_LENGTH = ENQUIRY_LIMITS.idempotencyKeyMaxLength;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters (letters, digits, - and the like)`,
} as const;

/** Printable ASCII without spaces: what a UUID or any sensible token is made of. */
const KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The header's key; `undefined` when absent; `null` when present but not a valid key. */
export function readIdempotencyKey(header: string | undefined): string | undefined | null {
  if (header === undefined) return undefined;
  return KEY.test(header) ? header : null;
}
