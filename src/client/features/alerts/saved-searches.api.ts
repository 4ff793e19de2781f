/** The saved-search and push endpoints (contract: shared/alerts/saved-search-contract.ts). */
import type { SavedSearch } from '../../../shared/alerts/saved-search-constants';
import { http } from '../../lib/http';

type Ok<T> = { success: true; data: T };

const TIMEOUT_MS = 10_000;

/** Listings new since each search's time, or undefined when the server could not say (offline...). */
export async function fetchNewCounts(searches: { query: string; since: string }[]): Promise<number[] | undefined> {
  if (!searches.length) return [];
  try {
    const res = await http<Ok<number[]>>('/api/saved-searches/new-counts', {
      method: 'POST',
      json: { searches },
      timeoutMs: TIMEOUT_MS,
    });
    return res.status === 200 && Array.isArray(res.body?.data) ? res.body.data : undefined;
  } catch {
    return undefined;
  }
}

/** The account's saved searches, or undefined when they could not be read. */
export async function fetchAccountSearches(token: string): Promise<SavedSearch[] | undefined> {
  try {
    const res = await http<Ok<SavedSearch[]>>('/api/me/saved-searches', { token, timeoutMs: TIMEOUT_MS });
    return res.status === 200 && Array.isArray(res.body?.data) ? res.body.data : undefined;
  } catch {
    return undefined;
  }
}

export type AccountSave = { ok: true; search: SavedSearch } | { ok: false; message?: string };

/** Saves a search on the account (200 for one it already had); a refusal carries the server's message. */
export async function saveOnAccount(token: string, query: string, label: string): Promise<AccountSave> {
  try {
    const res = await http<Ok<SavedSearch> & { message?: string }>('/api/me/saved-searches', {
      method: 'POST',
      json: { query, label },
      token,
      timeoutMs: TIMEOUT_MS,
    });
    if ((res.status === 200 || res.status === 201) && res.body?.data) return { ok: true, search: res.body.data };
    return { ok: false, message: res.body?.message };
  } catch {
    return { ok: false };
  }
}

/** Best effort: the account's copy of lastSeenAt catches up on the next visit anyway. */
export async function markSeenOnAccount(token: string, id: number): Promise<void> {
  await http(`/api/me/saved-searches/${id}/seen`, { method: 'POST', token, timeoutMs: TIMEOUT_MS }).catch(() => null);
}

export async function removeOnAccount(token: string, id: number): Promise<void> {
  await http(`/api/me/saved-searches/${id}`, { method: 'DELETE', token, timeoutMs: TIMEOUT_MS }).catch(() => null);
}

/** The server's VAPID public key, or undefined when push is not configured (404) or unreachable. */
export async function fetchPushPublicKey(): Promise<string | undefined> {
  try {
    const res = await http<Ok<{ publicKey: string }>>('/api/push/public-key', { timeoutMs: TIMEOUT_MS });
    return res.status === 200 && typeof res.body?.data?.publicKey === 'string' ? res.body.data.publicKey : undefined;
  } catch {
    return undefined;
  }
}

export async function postPushSubscription(token: string, subscription: PushSubscriptionJSON): Promise<boolean> {
  try {
    const res = await http('/api/me/push-subscriptions', {
      method: 'POST',
      json: subscription,
      token,
      timeoutMs: TIMEOUT_MS,
    });
    return res.status === 201;
  } catch {
    return false;
  }
}
