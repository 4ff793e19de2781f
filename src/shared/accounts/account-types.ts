/**
 * The accounts API's answers. `AccountUser` is what login returns and what the browser keeps under the
 * key 'user'; `accountUserSchema` validates that stored copy when it is read back.
 */
import { z } from 'zod';
import { SELLER_TYPES, type SellerType } from '../listings/vocabulary';

export const ACCOUNT_ROLES = ['user', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * Written out, not inferred from the schema below: the API's answer schemas are generated from these
 * types, and the generator cannot read zod. The schema is held to it.
 */
export interface AccountUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: AccountRole;
  isSeller: boolean;
  sellerType: SellerType | null;
}

export const accountUserSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  isSeller: z.boolean(),
  sellerType: z.enum(SELLER_TYPES).nullable(),
}) satisfies z.ZodType<AccountUser>;

interface Ok<T> {
  success: true;
  message: string;
  data: T;
}

/** POST /api/users/password/forgot and /login/otp (200). */
export type OtpSentResponse = Ok<{ phoneNumber: string; expiresInSeconds: number }>;
/**
 * POST /api/users/register and /register/resend-otp (200). `resendToken` asks for another OTP for this
 * sign-up (the browser keeps it with the registration session).
 */
export type RegisterResponse = Ok<{ phoneNumber: string; expiresInSeconds: number; resendToken: string }>;
/**
 * POST /api/users/login and /login/otp/verify (200), and /register/verify-otp (201: the new account is
 * signed in). The token is shown once; send it as `Authorization: Bearer <token>`.
 */
export type LoginResponse = Ok<{ token: string; user: AccountUser }>;
/** GET /api/users/me and PATCH /api/users/me (200). */
export interface MeResponse {
  success: true;
  message?: string;
  data: AccountUser;
}
/** POST /api/users/logout, /change-password and /password/reset (200). */
export interface DoneResponse {
  success: true;
  message: string;
}
