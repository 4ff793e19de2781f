/**
 * The account forms' validation, written once: the API validates request bodies with these schemas and
 * the client validates its forms with the same ones. Every message names the field it is about by the
 * label the person sees (account-labels.ts).
 */
import { z } from 'zod';
import { contactDetailsMessage, hasContactDetails } from '../contact-details';
import { OTP_LENGTH, PHONE_LENGTH } from '../limits';
import { MESSAGES } from '../messages';
import { documentedAs } from '../openapi-meta';
import { typedText } from '../plain-text';
import { impersonatesPlatform, platformNameMessage } from '../platform-names';
import { ACCOUNT_LABELS as L } from './account-labels';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-limits';
import { ACCOUNT_MESSAGES } from './account-messages';
import { normalisePhone } from './phone-number';

const required = (field: string) => `${field} is required`;

/** A trimmed name of 1 to 60 characters of plain text on one line. */
export const nameField = (field: string) =>
  z
    .string({ error: required(field) })
    .trim()
    .superRefine(typedText(field, 'line'))
    .min(1, required(field))
    .max(NAME_MAX_LENGTH, `${field} must be at most ${NAME_MAX_LENGTH} characters`);

/**
 * A person's name as others see it (a seller's on their broker page, a buyer's in an enquiry): a name
 * that passes for the platform, or that carries a phone number or an address, is refused.
 */
export const publicNameField = (field: string) =>
  nameField(field)
    .refine((text) => !impersonatesPlatform(text), platformNameMessage(field))
    .refine((text) => !hasContactDetails(text), contactDetailsMessage(field));

/** A trimmed, lower-cased e-mail address (accounts are matched case-insensitively). */
export const emailField = (field: string = L.email) =>
  z
    .string({ error: required(field) })
    .trim()
    .toLowerCase()
    .min(1, required(field))
    .max(EMAIL_MAX_LENGTH, `${field} must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email({ error: `${field} must be a valid e-mail address` }))
    // The pipe renders as the text it reads: the document says it must be an address.
    .meta({ override: { format: 'email' } });

const PHONE_DIGITS = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** An Indian mobile number: exactly 10 digits, the first one 6 to 9. */
export const phoneField = (field: string = L.phoneNumber) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .regex(PHONE_DIGITS, `${field} must be exactly ${PHONE_LENGTH} digits`)
    .regex(/^[6-9]/, `${field} must be an Indian mobile number starting with 6, 7, 8 or 9`);

/** A new password: 8 to 128 characters, kept exactly as typed (spaces count). */
export const newPasswordField = (field: string = L.password) =>
  z
    .string({ error: required(field) })
    .min(1, required(field))
    .min(PASSWORD_MIN_LENGTH, `${field} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being checked (login, current password): only required and bounded. */
export const existingPasswordField = (field: string = L.password) =>
  z
    .string({ error: required(field) })
    .min(1, required(field))
    .max(PASSWORD_MAX_LENGTH, `${field} must be at most ${PASSWORD_MAX_LENGTH} characters`);

const OTP_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The SMS code: exactly 6 digits. */
export const otpField = (field: string = L.otp) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .regex(OTP_DIGITS, `${field} must be ${OTP_LENGTH} digits`);

/** POST /api/users/register: what the sign-up form sends (confirmPassword stays in the browser). */
export const registerSchema = z.object({
  firstName: publicNameField(L.firstName),
  lastName: publicNameField(L.lastName),
  email: emailField(),
  phoneNumber: phoneField(),
  password: newPasswordField(),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterBody = z.output<typeof registerSchema>;

/** The sign-up form as the user fills it: the register body plus confirmPassword, which must match. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: required(L.confirmPassword) }).min(1, required(L.confirmPassword)) })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/users/register/verify-otp */
export const verifyOtpSchema = z.object({ phoneNumber: phoneField(), otp: otpField() });
export type VerifyOtpBody = z.output<typeof verifyOtpSchema>;

/**
 * POST /api/users/register/resend-otp: another OTP for the pending sign-up. The token came with the
 * register answer, so only the browser that started the sign-up can have its OTP replaced.
 */
export const resendOtpSchema = z.object({
  phoneNumber: phoneField(),
  resendToken: z
    .string({ error: MESSAGES.registrationSessionExpired })
    .min(1, MESSAGES.registrationSessionExpired)
    .max(128, MESSAGES.registrationSessionExpired),
});
export type ResendOtpBody = z.output<typeof resendOtpSchema>;

/**
 * A typed mobile number as the document describes it: 10 digits starting 6 to 9, after an optional '+91',
 * '91' or '0', with spaces and dashes anywhere. (The route drops every other character too; a program
 * need not send any.)
 */
const TYPED_PHONE_SCHEMA = {
  type: 'string',
  maxLength: 30,
  pattern: '^[ -]*(?:(?:\\+?91|0)[ -]*)?[6-9](?:[ -]*\\d){9}[ -]*$',
} as const;

/**
 * A mobile number as people write it ('+91 98765 43210', '098765 43210'), checked once brought to the
 * 10 digits an account keeps (normalisePhone): the login screens take it as typed.
 */
export const typedPhoneField = (field: string = L.phoneNumber) =>
  z
    .string({ error: required(field) })
    .max(30, `${field} must be exactly ${PHONE_LENGTH} digits`)
    .transform(normalisePhone)
    .pipe(phoneField(field))
    .meta({
      description: "10 digits; '+91', a leading 0, spaces and dashes are dropped.",
      ...documentedAs(TYPED_PHONE_SCHEMA),
    });

/** Which account a login names: by its e-mail or by its mobile number. */
export type LoginId = { email: string } | { phoneNumber: string };

/**
 * The login's one field: an e-mail when it has an '@', else a mobile number written any usual way. The
 * messages name the field by its label, so a mistyped number says what the field takes.
 */
export const loginIdField = (field: string = L.login) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(EMAIL_MAX_LENGTH, `${field} must be at most ${EMAIL_MAX_LENGTH} characters`)
    .transform((value, ctx): LoginId => {
      if (value.includes('@')) {
        const email = emailField(field).safeParse(value);
        if (email.success) return { email: email.data };
      } else {
        const phone = phoneField(field).safeParse(normalisePhone(value));
        if (phone.success) return { phoneNumber: phone.data };
      }
      ctx.addIssue({
        code: 'custom',
        message: `${field} must be a valid e-mail address or a ${PHONE_LENGTH}-digit mobile number`,
      });
      return z.NEVER;
    })
    // Read in code, which the document cannot see: it says which two kinds of text the route takes.
    .meta(
      documentedAs({
        anyOf: [{ type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH }, TYPED_PHONE_SCHEMA],
      }),
    );

/**
 * POST /api/users/login: `login` is the e-mail or the mobile number. `email` is what clients sent before
 * a mobile number could log in; it is read the same way, so those clients keep working.
 */
export const loginSchema = z
  .object({
    login: loginIdField().optional().meta({
      description: "An e-mail, or an Indian mobile number as typed: '9876543210', '+91 98765 43210', '098765 43210'.",
    }),
    email: loginIdField(L.email)
      .optional()
      .meta({ deprecated: true, description: 'The same as `login`, kept for clients that send `email`.' }),
    password: existingPasswordField(),
  })
  .transform(({ login, email, password }, ctx) => {
    const account = login ?? email;
    if (account) return { account, password };
    ctx.addIssue({ code: 'custom', message: required(L.login), path: ['login'] });
    return z.NEVER;
  });
export type LoginInput = z.input<typeof loginSchema>;
export type LoginBody = z.output<typeof loginSchema>;

/** POST /api/users/login/otp: a login OTP for the account of this number. */
export const loginOtpRequestSchema = z.object({ phoneNumber: typedPhoneField() });
export type LoginOtpRequestBody = z.output<typeof loginOtpRequestSchema>;

/** POST /api/users/login/otp/verify */
export const loginOtpVerifySchema = z.object({ phoneNumber: typedPhoneField(), otp: otpField() });
export type LoginOtpVerifyBody = z.output<typeof loginOtpVerifySchema>;

/** PATCH /api/users/me: any of the three; the phone number changes only through an OTP (not here). */
export const updateProfileSchema = z
  .object({
    firstName: publicNameField(L.firstName).optional(),
    lastName: publicNameField(L.lastName).optional(),
    email: emailField().optional(),
  })
  .refine((body) => body.firstName !== undefined || body.lastName !== undefined || body.email !== undefined, {
    message: ACCOUNT_MESSAGES.nothingToUpdate,
  });
export type UpdateProfileBody = z.output<typeof updateProfileSchema>;

/** POST /api/users/change-password */
export const changePasswordSchema = z.object({
  currentPassword: existingPasswordField(L.currentPassword),
  newPassword: newPasswordField(L.newPassword),
});
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

/** POST /api/users/password/forgot */
export const forgotPasswordSchema = z.object({ phoneNumber: phoneField() });
export type ForgotPasswordBody = z.output<typeof forgotPasswordSchema>;

/** POST /api/users/password/reset */
export const resetPasswordSchema = z.object({
  phoneNumber: phoneField(),
  otp: otpField(),
  newPassword: newPasswordField(L.newPassword),
});
export type ResetPasswordBody = z.output<typeof resetPasswordSchema>;
