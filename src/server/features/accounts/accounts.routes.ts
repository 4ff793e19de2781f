/**
 * The accounts API under /api/users: sign-up with an SMS OTP, login and logout with bearer sessions,
 * the signed-in user's profile and password, and the forgotten-password reset. Shapes are in
 * `src/shared/accounts/account-types.ts`; request bodies are validated by the shared form schemas.
 */
import { Hono } from 'hono';
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyOtpSchema,
} from '../../../shared/accounts/account-schemas';
import type {
  DoneResponse,
  LoginResponse,
  MeResponse,
  OtpSentResponse,
  RegisterResponse,
  VerifyOtpResponse,
} from '../../../shared/accounts/account-types';
import { MESSAGES } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { requireUser, signedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { parseOrFail } from '../../lib/validate';
import { toAccountUser } from './account-user';
import { accountsContext } from './accounts.context';
import { login } from './login.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { privacyRoutes } from './privacy.routes';
import { changePassword, updateProfile } from './profile.service';
import { completeRegistration, startRegistration } from './registration.service';
import { resendRegistrationOtp } from './registration-resend.service';
import { revokeSession } from './sessions.service';

const otpSent = (phoneNumber: string, message: string): OtpSentResponse => ({
  success: true,
  message,
  data: { phoneNumber, expiresInSeconds: OTP_TTL_SECONDS },
});

const registerOtpSent = (phoneNumber: string, resendToken: string): RegisterResponse => ({
  success: true,
  message: MESSAGES.otpSent(phoneNumber),
  data: { phoneNumber, expiresInSeconds: OTP_TTL_SECONDS, resendToken },
});

export const accountsRoutes = new Hono<AppEnv>()
  .post('/users/register', async (c) => {
    const body = parseOrFail(registerSchema, await jsonObjectBody(c));
    const resendToken = await startRegistration(accountsContext(c), body);
    return c.json(registerOtpSent(body.phoneNumber, resendToken));
  })
  .post('/users/register/resend-otp', async (c) => {
    const body = parseOrFail(resendOtpSchema, await jsonObjectBody(c));
    const resendToken = await resendRegistrationOtp(accountsContext(c), body);
    return c.json(registerOtpSent(body.phoneNumber, resendToken));
  })
  .post('/users/register/verify-otp', async (c) => {
    const body = parseOrFail(verifyOtpSchema, await jsonObjectBody(c));
    const user = await completeRegistration(accountsContext(c), body);
    const answer: VerifyOtpResponse = {
      success: true,
      message: MESSAGES.registrationSuccess,
      data: { user: toAccountUser({ user, sellerType: null }) },
    };
    return c.json(answer, 201);
  })
  .post('/users/login', async (c) => {
    const body = parseOrFail(loginSchema, await jsonObjectBody(c));
    const data = await login(accountsContext(c), body);
    return c.json<LoginResponse>({ success: true, message: MESSAGES.loginSuccess, data });
  })
  .post('/users/logout', requireUser, async (c) => {
    const ctx = accountsContext(c);
    await revokeSession(ctx.db, signedIn(c).sessionTokenHash, ctx.now);
    return c.json<DoneResponse>({ success: true, message: ACCOUNT_MESSAGES.loggedOut });
  })
  .get('/users/me', requireUser, (c) => c.json<MeResponse>({ success: true, data: signedIn(c).user }))
  // A seller's or a review author's new name drops the public cache (updateProfile); nothing else does.
  .patch('/users/me', requireUser, async (c) => {
    const raw = await jsonObjectBody(c);
    if ('phoneNumber' in raw) throw new ApiFailure(400, ACCOUNT_MESSAGES.phoneCannotChange);
    const body = parseOrFail(updateProfileSchema, raw);
    const data = await updateProfile(accountsContext(c), signedIn(c), body);
    return c.json<MeResponse>({ success: true, message: ACCOUNT_MESSAGES.profileUpdated, data });
  })
  .post('/users/change-password', requireUser, async (c) => {
    const body = parseOrFail(changePasswordSchema, await jsonObjectBody(c));
    await changePassword(accountsContext(c), signedIn(c), body);
    return c.json<DoneResponse>({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
  })
  .post('/users/password/forgot', async (c) => {
    const body = parseOrFail(forgotPasswordSchema, await jsonObjectBody(c));
    await requestPasswordReset(accountsContext(c), body, c.var.viewer?.userId);
    return c.json(otpSent(body.phoneNumber, ACCOUNT_MESSAGES.passwordResetOtpSent));
  })
  .post('/users/password/reset', async (c) => {
    const body = parseOrFail(resetPasswordSchema, await jsonObjectBody(c));
    await resetPassword(accountsContext(c), body);
    return c.json<DoneResponse>({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone });
  })
  // The person's own data: export and account deletion (/api/me/export, /api/me/delete).
  .route('/', privacyRoutes);
