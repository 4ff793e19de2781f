/** What to tell a person when a call went wrong: the server's own words (`{ success: false, message }`). */
import type { ApiResult } from './use-api';

/** The server's own words from an error answer, if it sent any. */
export const serverMessage = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message
    ? body.message
    : undefined;

/** What to tell the person when a read came to nothing: the server's own words if it sent any. */
export function failureMessage(result: ApiResult<unknown>, fallback: string): string {
  switch (result.kind) {
    case 'refused':
    case 'not-saved':
      return result.message ?? fallback;
    case 'not-found':
      return serverMessage(result.body) ?? fallback;
    default:
      return fallback;
  }
}
