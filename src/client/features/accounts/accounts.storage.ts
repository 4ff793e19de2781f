/**
 * What the browser keeps about the visitor's account (spec sections 3 and 4): the logged-in user under
 * 'user', the session token under 'token', and the pending sign-up under 'registrationSession'.
 * Every read is checked, so a hand-edited or older entry reads as absent instead of crashing the header.
 */

import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import type { AccountUser } from '../../../shared/accounts/account-types';

export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';
export const REGISTRATION_KEY = 'registrationSession';

/** The browser-side registration session of spec section 3. */
export interface RegistrationSession {
  phoneNumber: string;
  /** When the OTP was sent (ms since the epoch). */
  timestamp: number;
}

// Storage can be unavailable (privacy modes, full quota): the site then works as logged out.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing better to do: the in-memory state still changes for this page.
  }
}

function readJson(key: string): unknown {
  const text = read(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The stored user, or null. A light structural check rather than the shared zod schema: the header
 * reads this on every page and zod would weigh on the home page's first load.
 */
export function readStoredUser(): AccountUser | null {
  const value = readJson(USER_KEY);
  if (!isRecord(value)) return null;
  const { firstName, lastName, email } = value;
  if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
  return value as unknown as AccountUser;
}

export const readToken = (): string | null => read(TOKEN_KEY) || null;

/** After login: both the token and the user (spec section 4). */
export function saveSession(token: string, user: AccountUser): void {
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(user));
}

/** After a profile change: the user only, the token stays. */
export const saveStoredUser = (user: AccountUser): void => write(USER_KEY, JSON.stringify(user));

/** Logout: removes the user and the token. */
export function clearSession(): void {
  write(USER_KEY, null);
  write(TOKEN_KEY, null);
}

export const saveRegistrationSession = (phoneNumber: string, now = Date.now()): void =>
  write(REGISTRATION_KEY, JSON.stringify({ phoneNumber, timestamp: now } satisfies RegistrationSession));

/** The pending sign-up, or null when missing, malformed or older than the OTP's life (it could not verify). */
export function readRegistrationSession(now = Date.now()): RegistrationSession | null {
  const value = readJson(REGISTRATION_KEY);
  if (!isRecord(value) || typeof value.phoneNumber !== 'string' || typeof value.timestamp !== 'number') return null;
  if (now - value.timestamp > OTP_TTL_SECONDS * 1000) return null;
  return { phoneNumber: value.phoneNumber, timestamp: value.timestamp };
}

export const clearRegistrationSession = (): void => write(REGISTRATION_KEY, null);
