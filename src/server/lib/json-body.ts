/** Reads a JSON object body; anything else (bad JSON, an array, a string, nothing) is a 400. */
import type { Context } from 'hono';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/account-messages';
import { ApiFailure } from './errors';

export async function jsonObjectBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiFailure(400, ACCOUNT_MESSAGES.bodyMustBeJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiFailure(400, ACCOUNT_MESSAGES.bodyMustBeJson);
  }
  return body as Record<string, unknown>;
}
