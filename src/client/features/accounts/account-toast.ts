/**
 * The account flows' toasts share one id: each step's toast takes the place of the one before ('OTP
 * sent', then 'Login successful!'), so one event never leaves two messages standing side by side.
 */
export const ACCOUNT_TOAST = { id: 'account-flow' } as const;
