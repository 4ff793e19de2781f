/** The saved-search and push endpoints (contract: shared/alerts/saved-search-contract.ts). */
import type { SavedSearch } from '../../../shared/alerts/saved-search-constants';
import type { ApiBody } from '../../../shared/endpoints/api-endpoints';
import { api, dataOf } from '../../lib/api';

const TIMEOUT_MS = 10_000;

/** Listings new since each search's time, or undefined when the server could not say (offline...). */
export async function fetchNewCounts(searches: { query: string; since: string }[]): Promise<number[] | undefined> {
  if (!searches.length) return [];
  try {
    const res = await api('POST /api/saved-searches/new-counts', { json: { searches }, timeoutMs: TIMEOUT_MS });
    const counts = res.status === 200 ? dataOf(res.body) : undefined;
    return Array.isArray(counts) ? counts : undefined;
  } catch {
    return undefined;
  }
}

/** The account's saved searches, or undefined when they could not be read. */
export async function fetchAccountSearches(token: string): Promise<SavedSearch[] | undefined> {
  try {
    const res = await api('GET /api/me/saved-searches', { token, timeoutMs: TIMEOUT_MS });
    const searches = res.status === 200 ? dataOf(res.body) : undefined;
    return Array.isArray(searches) ? searches : undefined;
  } catch {
    return undefined;
  }
}

export type AccountSave = { ok: true; search: SavedSearch } | { ok: false; message?: string };

/** Saves a search on the account (200 for one it already had); a refusal carries the server's message. */
export async function saveOnAccount(token: string, query: string, label: string): Promise<AccountSave> {
  try {
    const res = await api('POST /api/me/saved-searches', { json: { query, label }, token, timeoutMs: TIMEOUT_MS });
    const search = res.status === 200 || res.status === 201 ? dataOf(res.body) : undefined;
    if (search) return { ok: true, search };
    return { ok: false, message: (res.body as { message?: string } | null)?.message };
  } catch {
    return { ok: false };
  }
}

/** Best effort: the account's copy of lastSeenAt catches up on the next visit anyway. */
export async function markSeenOnAccount(token: string, id: number): Promise<void> {
  await api('POST /api/me/saved-searches/:id/seen', { params: { id }, token, timeoutMs: TIMEOUT_MS }).catch(() => null);
}

export async function removeOnAccount(token: string, id: number): Promise<void> {
  await api('DELETE /api/me/saved-searches/:id', { params: { id }, token, timeoutMs: TIMEOUT_MS }).catch(() => null);
}

export type AccountChange = { ok: true; search: SavedSearch } | { ok: false; message?: string };

/** Pauses or resumes a search, or turns its texts on or off; a refusal carries the server's words. */
export async function changeOnAccount(
  token: string,
  id: number,
  json: ApiBody<'PATCH /api/me/saved-searches/:id'>,
): Promise<AccountChange> {
  try {
    const res = await api('PATCH /api/me/saved-searches/:id', { params: { id }, json, token, timeoutMs: TIMEOUT_MS });
    const search = res.status === 200 ? dataOf(res.body) : undefined;
    if (search) return { ok: true, search };
    return { ok: false, message: (res.body as { message?: string } | null)?.message };
  } catch {
    return { ok: false };
  }
}

/** The server's VAPID public key, or undefined when push is not configured (404) or unreachable. */
export async function fetchPushPublicKey(): Promise<string | undefined> {
  try {
    const res = await api('GET /api/push/public-key', { timeoutMs: TIMEOUT_MS });
    const key = res.status === 200 ? dataOf(res.body)?.publicKey : undefined;
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}

export async function postPushSubscription(token: string, subscription: PushSubscriptionJSON): Promise<boolean> {
  try {
    const res = await api('POST /api/me/push-subscriptions', {
      // The browser's JSON has every field of a live subscription; the server checks each anyway.
      json: subscription as ApiBody<'POST /api/me/push-subscriptions'>,
      token,
      timeoutMs: TIMEOUT_MS,
    });
    return res.status === 201;
  } catch {
    return false;
  }
}
