/**
 * Account messages the product leaves to us; the product's own stay in `shared/messages.ts`
 * (docs/product-rules.md, Limits and messages).
 */

export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Invalid mobile number, e-mail or password',
  accountBlocked: 'This account is blocked. Please contact support.',
  loginRequired: 'Please log in to continue.',
  adminOnly: 'Only an administrator can do this.',
  otpExpired: 'OTP has expired. Please register again.',
  otpTooManyAttempts: 'Too many wrong OTP attempts. Please register again.',
  resetOtpExpired: 'OTP has expired. Please request a new one.',
  resetOtpTooManyAttempts: 'Too many wrong OTP attempts. Please request a new OTP.',
  resetNotRequested: 'No password reset is pending for this number. Please request a new OTP.',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  signUpPending: (minutes: number) =>
    `A sign-up for this number is already waiting for its OTP. Enter that OTP, or register again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordSameAsCurrent: 'New password must be different from your current password',
  phoneCannotChange: 'Phone number cannot be changed here',
  detailsUnavailable:
    'These details cannot be used for a new account. If you already have an account, log in or reset your password.',
  /** Sign-up with details that already have an account (said at once: see docs/security.md, enumeration). */
  emailRegistered: 'An account with this e-mail already exists.',
  phoneRegistered: 'An account with this mobile number already exists.',
  emailUnavailable: 'This e-mail address cannot be used. Please use another one.',
  bodyMustBeJson: 'The request body must be JSON.',
  nothingToUpdate: 'Change at least one of first name, last name or e-mail',
  loggedOut: 'Logged out',
  profileUpdated: 'Profile updated',
  passwordChanged: 'Password changed',
  passwordResetOtpSent: 'If an account uses this number, an OTP has been sent to it.',
  loginOtpSent: 'If an account uses this number, a login OTP has been sent to it.',
  loginOtpExpired: 'OTP has expired. Please request a new one.',
  loginOtpTooManyAttempts: 'Too many wrong OTP attempts. Please request a new OTP.',
  loginOtpNotRequested: 'No login OTP is pending for this number. Please request a new OTP.',
  passwordResetDone: 'Password has been reset. Please log in with your new password.',
} as const;
