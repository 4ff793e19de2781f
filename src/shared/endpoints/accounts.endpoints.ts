/** Sign-up, login, sessions, the profile and the person's own data (server: features/accounts). */
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginOtpRequestSchema,
  loginOtpVerifySchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyOtpSchema,
} from '../accounts/account-schemas';
import type {
  DoneResponse,
  LoginResponse,
  MeResponse,
  OtpSentResponse,
  RegisterResponse,
} from '../accounts/account-types';
import { type AccountExportResponse, deleteAccountSchema } from '../accounts/privacy-contract';
import { endpoint } from './endpoint';

export const ACCOUNTS_ENDPOINTS = {
  'POST /api/users/register': endpoint<RegisterResponse>()({
    summary: 'Start a sign-up: an OTP is texted to the phone',
    access: 'public',
    example: {
      body: {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha.verma@example.test',
        phoneNumber: '9876543210',
        password: 'correct horse battery',
      },
    },
    statuses: [409, 429],
    body: registerSchema,
    description:
      'An e-mail or mobile number that already has an account: 409 saying which. Another live sign-up of ' +
      'the number: 409. Again within 30 s: 429.',
  }),
  'POST /api/users/register/resend-otp': endpoint<RegisterResponse>()({
    summary: 'Text the pending sign-up another OTP',
    access: 'public',
    example: { body: { phoneNumber: '9876543210', resendToken: 'q3Zr8mT1vN6xLp0aYw2KcE' } },
    statuses: [429],
    body: resendOtpSchema,
    description: 'With the resendToken of the register answer. Within 30 s of the last text: 429 with Retry-After.',
  }),
  'POST /api/users/register/verify-otp': endpoint<LoginResponse>()({
    summary: 'Finish a sign-up with the OTP: the account is created and signed in',
    access: 'public',
    example: { body: { phoneNumber: '9876543210', otp: '123456' } },
    statuses: [409, 429],
    body: verifyOtpSchema,
    status: 201,
    description: 'Answers like a login: a bearer token for the new account, and the user.',
  }),
  'POST /api/users/login': endpoint<LoginResponse>()({
    summary: 'Log in with the mobile number or e-mail and the password: a bearer token and the user',
    access: 'public',
    example: { body: { login: '+91 98765 43210', password: 'correct horse battery' } },
    statuses: [401, 429],
    body: loginSchema,
    description:
      '`login` is an e-mail or an Indian mobile number (+91, a leading 0, spaces and dashes are dropped). ' +
      'An unknown account and a wrong password get the same 401.',
  }),
  'POST /api/users/login/otp': endpoint<OtpSentResponse>()({
    summary: 'Ask for a login OTP by SMS',
    access: 'public',
    example: { body: { phoneNumber: '98765 43210' } },
    statuses: [429],
    body: loginOtpRequestSchema,
    description:
      'The same answer whether or not the number has an account; only an active account is texted. ' +
      'Again within 30 s: 429 with Retry-After.',
  }),
  'POST /api/users/login/otp/verify': endpoint<LoginResponse>()({
    summary: 'Log in with the OTP texted to the phone',
    access: 'public',
    example: { body: { phoneNumber: '9876543210', otp: '123456' } },
    statuses: [401, 429],
    body: loginOtpVerifySchema,
  }),
  'POST /api/users/logout': endpoint<DoneResponse>()({ summary: 'End this session', access: 'user' }),
  'GET /api/users/me': endpoint<MeResponse>()({ summary: 'The signed-in user', access: 'user' }),
  'PATCH /api/users/me': endpoint<MeResponse>()({
    summary: 'Change the name or e-mail',
    access: 'user',
    example: { body: { lastName: 'Sharma', email: 'asha.sharma@example.test' } },
    statuses: [409, 429],
    body: updateProfileSchema,
  }),
  'POST /api/users/change-password': endpoint<DoneResponse>()({
    summary: 'Change the password (ends every other session)',
    access: 'user',
    example: { body: { currentPassword: 'correct horse battery', newPassword: 'teak sofa monsoon lamp' } },
    statuses: [429],
    body: changePasswordSchema,
  }),
  'POST /api/users/password/forgot': endpoint<OtpSentResponse>()({
    summary: 'Ask for a password-reset OTP',
    access: 'public',
    example: { body: { phoneNumber: '9876543210' } },
    statuses: [429],
    body: forgotPasswordSchema,
  }),
  'POST /api/users/password/reset': endpoint<DoneResponse>()({
    summary: 'Set a new password with the OTP (ends every session)',
    access: 'public',
    example: { body: { phoneNumber: '9876543210', otp: '123456', newPassword: 'teak sofa monsoon lamp' } },
    statuses: [429],
    body: resetPasswordSchema,
  }),
  'GET /api/me/export': endpoint<AccountExportResponse>()({
    summary: 'Download all of the account’s data',
    access: 'user',
    statuses: [429],
  }),
  'POST /api/me/delete': endpoint<DoneResponse>()({
    summary: 'Delete the account',
    access: 'user',
    example: { body: { password: 'correct horse battery' } },
    statuses: [409],
    body: deleteAccountSchema,
  }),
};
