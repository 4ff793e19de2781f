/**
 * Account limits the product leaves to us (docs/product-rules.md, Limits and messages), shared by client,
 * server and tests.
 */

export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** An OTP lives 5 minutes, allows 5 tries, and a new one for the same phone waits 30 seconds. */
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;

/** The HTTP header that carries the session token: `Authorization: Bearer <token>`. */
export const AUTH_HEADER = 'Authorization';
