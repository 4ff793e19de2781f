/** The pending sign-up, kept under 'registrationSession' between the form and the OTP step. */
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { isRecord, readStoredJson, writeStored } from './accounts.storage';

export const REGISTRATION_KEY = 'registrationSession';

/** The browser-side registration session: what sign-up keeps between the form and the OTP step. */
export interface RegistrationSession {
  phoneNumber: string;
  /** When the OTP was sent (ms since the epoch). */
  timestamp: number;
  /** What asks the server for another OTP for this sign-up (the register answer's). */
  resendToken?: string;
}

export const saveRegistrationSession = (phoneNumber: string, resendToken: string, now = Date.now()): void =>
  writeStored(
    REGISTRATION_KEY,
    JSON.stringify({ phoneNumber, timestamp: now, resendToken } satisfies RegistrationSession),
  );

/** The pending sign-up, or null when missing, malformed or older than the OTP's life (it could not verify). */
export function readRegistrationSession(now = Date.now()): RegistrationSession | null {
  const value = readStoredJson(REGISTRATION_KEY);
  if (!isRecord(value) || typeof value.phoneNumber !== 'string' || typeof value.timestamp !== 'number') return null;
  if (now - value.timestamp > OTP_TTL_SECONDS * 1000) return null;
  const resendToken = typeof value.resendToken === 'string' ? value.resendToken : undefined;
  return { phoneNumber: value.phoneNumber, timestamp: value.timestamp, resendToken };
}

export const clearRegistrationSession = (): void => writeStored(REGISTRATION_KEY, null);
