/**
 * What the browser keeps about the visitor's account: the logged-in user under
 * 'user' and the session token under 'token' (the pending sign-up is in registration-session.ts, out
 * of the header's bundle). Every read is checked, so a hand-edited or older entry reads as absent
 * instead of crashing the header.
 */

import type { AccountUser } from '../../../shared/accounts/account-types';

export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';

// Storage can be unavailable (privacy modes, full quota): the site then works as logged out.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing better to do: the in-memory state still changes for this page.
  }
}

export function readStoredJson(key: string): unknown {
  const text = read(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The stored user, or null. A light structural check rather than the shared zod schema: the header
 * reads this on every page and zod would weigh on the home page's first load.
 */
export function readStoredUser(): AccountUser | null {
  const value = readStoredJson(USER_KEY);
  if (!isRecord(value)) return null;
  const { firstName, lastName, email } = value;
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  return value as unknown as AccountUser;
}

export const readToken = (): string | null => read(TOKEN_KEY) || null;

/** After login: both the token and the user. */
export function saveSession(token: string, user: AccountUser): void {
  writeStored(TOKEN_KEY, token);
  writeStored(USER_KEY, JSON.stringify(user));
}

/** After a profile change: the user only, the token stays. */
export const saveStoredUser = (user: AccountUser): void => writeStored(USER_KEY, JSON.stringify(user));

/** Logout: removes the user and the token. */
export function clearSession(): void {
  writeStored(USER_KEY, null);
  writeStored(TOKEN_KEY, null);
}

/**
 * The dialog's panel while it is open, for this tab only (sessionStorage): a reload during a sign-up
 * opens the dialog again on it. Closing the dialog forgets it.
 */
const DIALOG_KEY = 'authDialog';

export function rememberDialogPanel(panel: string | null): void {
  try {
    if (panel === null) sessionStorage.removeItem(DIALOG_KEY);
    else sessionStorage.setItem(DIALOG_KEY, panel);
  } catch {
    // Without storage a reload starts afresh.
  }
}

export function rememberedDialogPanel(): string | null {
  try {
    return sessionStorage.getItem(DIALOG_KEY);
  } catch {
    return null;
  }
}
