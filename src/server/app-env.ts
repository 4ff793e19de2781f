/** The Hono environment shared by every route: what middleware puts on the context. */
import type { RequestIdVariables } from 'hono/request-id';
import type { Redis } from 'ioredis';
import type { AccountUser } from '../shared/accounts/account-types';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { PushNetwork } from './features/alerts/push-agent';
import type { ViewCounter } from './features/listings/view-counter';
import type { MediaStore } from './features/media/media.store';
import type { Seller } from './features/sellers/sellers.schema';
import type { Viewer } from './lib/auth';
import type { Logger } from './lib/logger';
import type { PublicCache } from './lib/public-cache';
import type { RateLimits } from './lib/rate-limits';
import type { SmsSender } from './lib/sms/sms';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** Where OTP messages go. */
  sms: SmsSender;
  /** Attempt counters (memory, or Redis shared by every process). */
  rateLimits: RateLimits;
  /** The shared Redis connection when `REDIS_URL` is set; readiness pings it. */
  redis?: Redis | undefined;
  /** Where photos are stored (content-addressed WebP files). */
  media: MediaStore;
  /** Listing views, written in batches off the read path (tests call its flush). */
  views: ViewCounter;
  /**
   * Anonymous public answers and pages, kept briefly (memory, or Redis shared by every process). The server
   * always has one; omitted, nothing is kept (tests that write to the database directly, behind the routes).
   */
  publicCache?: PublicCache | undefined;
  /** Where Web Push may connect; unset: public addresses only in production (see push-agent.ts). */
  pushNetwork?: PushNetwork | undefined;
  /** The current time; tests move it to expire OTPs and sessions. */
  now?: (() => Date) | undefined;
}

export interface AppEnv {
  Variables: RequestIdVariables & {
    logger: Logger;
    deps: AppDeps;
    /** Set by the session middleware when a valid `Authorization: Bearer` token came with the request. */
    viewer: Viewer | undefined;
    user: AccountUser | undefined;
    /** The SHA-256 of the request's session token (to revoke it, or all but it). */
    sessionTokenHash: string | undefined;
    /** Set by `requireSeller` on the seller routes: the caller's seller profile. */
    seller: Seller | undefined;
  };
}
