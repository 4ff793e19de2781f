/**
 * The password reset opened from a login page of its own (/saller/login, /admin/login): the login page
 * shows the reset's steps, then sends the person back to the login they came from.
 */
import { PATHS } from '../../../shared/routes';

const FROM = { buyer: PATHS.login, seller: PATHS.sellerLogin, admin: PATHS.adminLogin } as const;
export type ResetFrom = keyof typeof FROM;

export const FORGOT_PARAM = 'forgot';

/**
 * The seller's and the admin's login show the reset themselves (?forgot=1), so the person stays in that
 * area's layout; the buyer's reset is the login page's own panel.
 */
export const forgotPasswordHref = (from: ResetFrom): string =>
  from === 'buyer' ? `${PATHS.login}?${FORGOT_PARAM}=${from}` : `${FROM[from]}?${FORGOT_PARAM}=1`;

/** Whether a seller or admin login page was opened for the password reset ('?forgot=1'). */
export const resetAsked = (search: string): boolean => new URLSearchParams(search).has(FORGOT_PARAM);

/** The login a reset asked from `search` ('?forgot=seller') returns to, or null when none was asked. */
export function resetFrom(search: string): string | null {
  const from = new URLSearchParams(search).get(FORGOT_PARAM);
  return from !== null && Object.hasOwn(FROM, from) ? FROM[from as ResetFrom] : null;
}
