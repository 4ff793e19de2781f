/**
 * The accounts screens' words that are not error messages. The product's own strings ('Back to
 * Registration', 'Welcome Back', 'Join') come from src/shared/messages.ts; the rest fills what the product
 * leaves to us (docs/product-rules.md, Limits and messages).
 */
import { ACCOUNT_LABELS, FORGOT_PASSWORD_LINK } from '../../../shared/accounts/account-labels';
import { OTP_TTL_SECONDS } from '../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/account-messages';
import { formatPhone } from '../../../shared/accounts/phone-number';
import { BRAND_NAME, MESSAGES } from '../../../shared/messages';

/** '+91 98765 43210' as one unbroken unit inside a sentence. */
const phoneInText = (phone: string) => formatPhone(phone).replace(/ /g, '\u00a0');

export const AUTH_COPY = {
  close: 'Close',
  loginTitle: 'Login',
  loginIntro: 'Log in with the mobile number or e-mail and the password of your account.',
  loginSubmit: 'Login',
  loginPending: 'Logging in…',
  noAccount: `New to ${BRAND_NAME}?`,
  toSignup: 'Create an account',
  sellerPrompt: 'Owner, agent or builder?',

  loginWithOtp: 'Log in with OTP',
  loginWithPassword: 'Log in with password',
  otpLoginIntro: 'Enter the mobile number of your account. We will send a 6-digit OTP to it by SMS.',
  otpLoginSend: 'Send OTP',
  otpLoginSending: 'Sending OTP…',
  otpLoginCodeIntro: (phone: string) =>
    `If an account uses ${phoneInText(phone)}, we have sent it a 6-digit OTP by SMS. It is valid for ${OTP_TTL_SECONDS / 60} minutes.`,
  otpLoginSendFailed: 'The OTP could not be sent. Please try again.',

  signupTitle: 'Sign Up',
  signupIntro: 'Create your free account. We will send a one-time password (OTP) to your mobile number.',
  signupSubmit: 'Sign Up',
  signupPending: 'Sending OTP…',
  haveAccount: 'Already have an account?',
  toLogin: 'Login',
  registeredActions: 'Log in to it, or reset its password:',

  otpIntro: (phone: string) =>
    `We sent a 6-digit OTP by SMS to ${phoneInText(phone)}. It is valid for ${OTP_TTL_SECONDS / 60} minutes.`,
  otpSubmit: 'Verify OTP',
  otpPending: 'Verifying…',
  backToRegistration: MESSAGES.backToRegistration,
  // A number that already has an account gets a note instead of an OTP (the screen cannot say which).
  otpNoCode: 'No OTP? If this number already has an account, the SMS says so instead.',
  otpNoCodeActions: 'Log in, or reset your password:',

  resendOtp: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  resending: 'Sending OTP…',

  forgotPassword: FORGOT_PASSWORD_LINK,
  resetTitle: 'Reset password',
  resetIntro: 'Enter the mobile number of your account. We will send an OTP to it by SMS.',
  resetSendOtp: 'Send OTP',
  resetSending: 'Sending OTP…',
  resetOtpIntro: (phone: string) =>
    `If an account uses ${phoneInText(phone)}, we have sent it a 6-digit OTP by SMS. Enter it and choose a new password.`,
  resetSubmit: 'Reset password',
  resetPending: 'Resetting…',
  otherNumber: 'Use another number',
  backToLogin: 'Back to login',
  resetDone: ACCOUNT_MESSAGES.passwordResetDone,
  resetFailed: 'Your password could not be reset. Please try again.',
} as const;

/** Labels of the account form fields, by field name (the API's messages use the same words). */
export const FIELD_LABELS = ACCOUNT_LABELS;

/**
 * The dialog's side panel on desktop: 'Welcome Back' or 'Join' (docs/product-rules.md, Screens and navigation).
 */
const LOGIN_PROMO = {
  title: MESSAGES.welcomeBack,
  body: 'Pick up where you left off: your shortlisted homes, saved searches and the enquiries you have sent.',
  points: ['Shortlist and compare properties', 'Get alerts for new listings in your city', 'Talk to owners directly'],
} as const;

export const AUTH_PROMO = {
  login: LOGIN_PROMO,
  // Resetting a password is a way back in: the same welcome as the login.
  reset: LOGIN_PROMO,
  signup: {
    title: MESSAGES.join,
    body: `${BRAND_NAME}, the marketplace where buyers meet owners, agents and builders across India.`,
    points: ['Free for buyers, always', 'Verified owners and agents', 'No spam calls: you choose who contacts you'],
  },
} as const;

export const PROFILE_COPY = {
  detailsTitle: 'Personal details',
  detailsSubmit: 'Save changes',
  detailsPending: 'Saving…',
  detailsSaved: 'Your details have been saved.',
  phoneNote: 'Your mobile number is verified by OTP and cannot be changed here.',
  passwordTitle: 'Change password',
  passwordSubmit: 'Change password',
  passwordPending: 'Changing…',
  updateFailed: 'Your details could not be saved. Please try again.',
  passwordFailed: 'Your password could not be changed. Please try again.',
  passwordChanged: 'Your password has been changed.',
  sessionEnded: 'Your session has ended. Please log in again.',
  offline: 'You are offline. Showing the details saved on this device.',
  seller: (type: string) => `Seller: ${type}`,
  buyer: 'Buyer account',
  admin: 'Administrator',
} as const;

export interface AuthPanelProps {
  /** Id of the panel's heading (the dialog is labelled by it). */
  titleId: string;
  /** The login page's own h1 already says it. */
  hideTitle?: boolean;
}
