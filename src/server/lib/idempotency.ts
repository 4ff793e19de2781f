/** Reads the optional `Idempotency-Key` header; a present but unusable key is a 400. */
import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, readIdempotencyKey } from '../../shared/idempotency';
import { ApiFailure } from './errors';

export function idempotencyKey(c: Context): string | undefined {
  const key = readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (key === null) throw new ApiFailure(400, IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}
