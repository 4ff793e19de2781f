/**
 * The accounts API under /api/users: sign-up with an SMS OTP, login (password or SMS OTP) and logout with
 * bearer sessions, the signed-in user's profile and password, and the forgotten-password reset. Shapes are in
 * `src/shared/accounts/account-types.ts`; request bodies are validated by the shared form schemas.
 */
import type { Context } from 'hono';
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import type { OtpSentResponse, RegisterResponse } from '../../../shared/accounts/account-types';
import { formatPhone } from '../../../shared/accounts/phone-number';
import { MESSAGES } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { accountsContext } from './accounts.context';
import { login, startSession } from './login.service';
import { requestLoginOtp, verifyLoginOtp } from './login-otp.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
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
  message: MESSAGES.otpSent(formatPhone(phoneNumber)),
  data: { phoneNumber, expiresInSeconds: OTP_TTL_SECONDS, resendToken },
});

/** The profile's fields, but never the phone number: it is the account's login and checked by SMS. */
const phoneStays = async (c: Context<AppEnv>) => {
  if ('phoneNumber' in (await jsonObjectBody(c))) throw new ApiFailure(400, ACCOUNT_MESSAGES.phoneCannotChange);
};

export const accountsRoutes = endpointRoutes({
  'POST /api/users/register': async (c, { body, json }) => {
    const resendToken = await startRegistration(accountsContext(c), body);
    return json(registerOtpSent(body.phoneNumber, resendToken));
  },
  'POST /api/users/register/resend-otp': async (c, { body, json }) => {
    const resendToken = await resendRegistrationOtp(accountsContext(c), body);
    return json(registerOtpSent(body.phoneNumber, resendToken));
  },
  'POST /api/users/register/verify-otp': async (c, { body, json }) => {
    const ctx = accountsContext(c);
    const user = await completeRegistration(ctx, body);
    // The OTP proved the phone and the form the password: asking for them again at login adds nothing.
    const data = await startSession(ctx, { user, sellerType: null });
    return json({ success: true, message: MESSAGES.registrationSuccess, data }, 201);
  },
  'POST /api/users/login': async (c, { body, json }) => {
    const data = await login(accountsContext(c), body);
    return json({ success: true, message: MESSAGES.loginSuccess, data });
  },
  'POST /api/users/login/otp': async (c, { body, json }) => {
    await requestLoginOtp(accountsContext(c), body);
    return json(otpSent(body.phoneNumber, ACCOUNT_MESSAGES.loginOtpSent));
  },
  'POST /api/users/login/otp/verify': async (c, { body, json }) => {
    const data = await verifyLoginOtp(accountsContext(c), body);
    return json({ success: true, message: MESSAGES.loginSuccess, data });
  },
  'POST /api/users/logout': async (c, { json }) => {
    const ctx = accountsContext(c);
    await revokeSession(ctx.db, signedIn(c).sessionTokenHash, ctx.now);
    return json({ success: true, message: ACCOUNT_MESSAGES.loggedOut });
  },
  'GET /api/users/me': (c, { json }) => json({ success: true, data: signedIn(c).user }),
  // A seller's or a review author's new name drops the public cache (updateProfile); nothing else does.
  'PATCH /api/users/me': [
    { first: phoneStays },
    async (c, { body, json }) => {
      const data = await updateProfile(accountsContext(c), signedIn(c), body);
      return json({ success: true, message: ACCOUNT_MESSAGES.profileUpdated, data });
    },
  ],
  'POST /api/users/change-password': async (c, { body, json }) => {
    await changePassword(accountsContext(c), signedIn(c), body);
    return json({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
  },
  'POST /api/users/password/forgot': async (c, { body, json }) => {
    await requestPasswordReset(accountsContext(c), body, c.var.viewer?.userId);
    return json(otpSent(body.phoneNumber, ACCOUNT_MESSAGES.passwordResetOtpSent));
  },
  'POST /api/users/password/reset': async (c, { body, json }) => {
    await resetPassword(accountsContext(c), body);
    return json({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone });
  },
});
