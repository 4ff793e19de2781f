/** What an accounts service needs from the request: the app's parts, the time, and who is calling from where. */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import type { Database } from '../../db/client';
import { appNow } from '../../lib/auth';
import { clientIp, clientNetwork } from '../../lib/client-ip';

export interface AccountsContext {
  db: Database;
  deps: AppDeps;
  now: Date;
  /** The caller's address, as session records keep it. */
  ip: string;
  /** The caller's network (an IPv6 caller's /64): what per-address limits count. */
  network: string;
  userAgent: string | undefined;
}

export const accountsContext = (c: Context<AppEnv>): AccountsContext => ({
  db: c.var.deps.database.db,
  deps: c.var.deps,
  now: appNow(c),
  ip: clientIp(c),
  network: clientNetwork(c),
  userAgent: c.req.header('User-Agent'),
});

/**
 * Hands an SMS to the sender without waiting for it: the answer's timing must not depend on whether a
 * message was sent (that would tell which numbers have accounts). A failure is logged.
 */
export function sendInBackground(ctx: AccountsContext, to: string, text: string): void {
  ctx.deps.sms.send(to, text).catch((error: unknown) => {
    ctx.deps.logger.error({ err: error, to }, 'the OTP SMS could not be sent');
  });
}

/** True for a unique-constraint violation (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
