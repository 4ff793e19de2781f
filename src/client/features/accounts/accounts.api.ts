/**
 * The accounts API (see src/server/features/accounts). Each call resolves with `{ status, body }` for
 * every HTTP answer and rejects only when no answer came (offline, timeout): see lib/api.ts.
 */
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginInput,
  LoginOtpRequestBody,
  LoginOtpVerifyBody,
  RegisterBody,
  ResendOtpBody,
  ResetPasswordBody,
  UpdateProfileBody,
  VerifyOtpBody,
} from '../../../shared/accounts/account-schemas';
import { apiPath } from '../../../shared/endpoints/api-path';
import { REGISTER_TIMEOUT_MS } from '../../../shared/limits';
import { api } from '../../lib/api';
import type { ApiReadKey } from '../../lib/api-read';
import { readToken } from './accounts.storage';

export type { Answer } from '../../lib/api';

export const loginRequest = (body: LoginInput) => api('POST /api/users/login', { json: body });

/** Like the sign-up's OTP calls: a 10 s timeout, as an SMS gateway may be slow to take the text. */
export const loginOtpRequest = (body: LoginOtpRequestBody) =>
  api('POST /api/users/login/otp', { json: body, timeoutMs: REGISTER_TIMEOUT_MS });

export const loginOtpVerifyRequest = (body: LoginOtpVerifyBody) =>
  api('POST /api/users/login/otp/verify', { json: body, timeoutMs: REGISTER_TIMEOUT_MS });

/** A 10 s timeout (docs/product-rules.md, Roles and permissions: Buyer). */
export const registerRequest = (body: RegisterBody) =>
  api('POST /api/users/register', { json: body, timeoutMs: REGISTER_TIMEOUT_MS });

/**
 * A 10 s timeout; success is status 201, whose answer signs the new account in like a login's
 * (docs/product-rules.md, Roles and permissions: Buyer).
 */
export const verifyOtpRequest = (body: VerifyOtpBody) =>
  api('POST /api/users/register/verify-otp', { json: body, timeoutMs: REGISTER_TIMEOUT_MS });

export const resendOtpRequest = (body: ResendOtpBody) =>
  api('POST /api/users/register/resend-otp', { json: body, timeoutMs: REGISTER_TIMEOUT_MS });

export const forgotPasswordRequest = (body: ForgotPasswordBody) =>
  api('POST /api/users/password/forgot', { json: body, timeoutMs: REGISTER_TIMEOUT_MS });

export const resetPasswordRequest = (body: ResetPasswordBody) =>
  api('POST /api/users/password/reset', { json: body, timeoutMs: REGISTER_TIMEOUT_MS });

/** Ends the session on the server. `keepalive` lets it finish while the page moves on. */
export const logoutRequest = (token: string) => api('POST /api/users/logout', { token, keepalive: true });

/** The signed-in account as the server has it (the profile page reads it with usePersonalApi). */
export const meRead: ApiReadKey<'GET /api/users/me'> = {
  key: 'GET /api/users/me',
  // Written out, not apiRead's: every page's scripts load this module, the query builder need not join them.
  path: apiPath('GET /api/users/me'),
};

export const meRequest = () => api('GET /api/users/me', { token: readToken() });

export const updateMeRequest = (body: UpdateProfileBody) =>
  api('PATCH /api/users/me', { json: body, token: readToken() });

export const changePasswordRequest = (body: ChangePasswordBody) =>
  api('POST /api/users/change-password', { json: body, token: readToken() });
