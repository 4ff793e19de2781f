/**
 * The accounts API (see src/server/features/accounts). Each call resolves with `{ status, body }` for
 * every HTTP answer and rejects only when no answer came (offline, timeout): see lib/http.ts.
 */
import type {
  ChangePasswordBody,
  LoginBody,
  RegisterBody,
  UpdateProfileBody,
  VerifyOtpBody,
} from '../../../shared/accounts/account-schemas';
import type {
  DoneResponse,
  LoginResponse,
  MeResponse,
  OtpSentResponse,
  VerifyOtpResponse,
} from '../../../shared/accounts/account-types';
import type { ApiError } from '../../../shared/api';
import { REGISTER_TIMEOUT_MS } from '../../../shared/limits';
import { http } from '../../lib/http';
import { readToken } from './accounts.storage';

/** What any accounts endpoint may answer: its success body, or the error envelope. */
export type Answer<T> = T | ApiError;

export const loginRequest = (body: LoginBody) =>
  http<Answer<LoginResponse>>('/api/users/login', { method: 'POST', json: body });

/** Spec section 7: a 10 s timeout. */
export const registerRequest = (body: RegisterBody) =>
  http<Answer<OtpSentResponse>>('/api/users/register', { method: 'POST', json: body, timeoutMs: REGISTER_TIMEOUT_MS });

/** Spec section 7: a 10 s timeout; success is status 201. */
export const verifyOtpRequest = (body: VerifyOtpBody) =>
  http<Answer<VerifyOtpResponse>>('/api/users/register/verify-otp', {
    method: 'POST',
    json: body,
    timeoutMs: REGISTER_TIMEOUT_MS,
  });

/** Ends the session on the server. `keepalive` lets it finish while the page moves on. */
export const logoutRequest = (token: string) =>
  http<Answer<DoneResponse>>('/api/users/logout', { method: 'POST', token, keepalive: true });

/** The signed-in account as the server has it (the profile page reads it with usePersonalApi). */
export const ME_PATH = '/api/users/me';

export const meRequest = () => http<Answer<MeResponse>>(ME_PATH, { token: readToken() });

export const updateMeRequest = (body: UpdateProfileBody) =>
  http<Answer<MeResponse>>(ME_PATH, { method: 'PATCH', json: body, token: readToken() });

export const changePasswordRequest = (body: ChangePasswordBody) =>
  http<Answer<DoneResponse>>('/api/users/change-password', { method: 'POST', json: body, token: readToken() });
