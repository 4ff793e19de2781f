/**
 * The account fields' labels, as the forms show them. Every message about a field names it by its label
 * (the API answers with the same words the person reads), so client and server share them.
 */
export const ACCOUNT_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phoneNumber: 'Mobile number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  otp: 'OTP',
  /** The login's one field: the account's mobile number or its e-mail, whichever the person remembers. */
  login: 'Mobile number or e-mail',
} as const;

export type AccountField = keyof typeof ACCOUNT_LABELS;

/** The login screens' link to the password reset; the text sent to a registered number names it too. */
export const FORGOT_PASSWORD_LINK = 'Forgot password?';
