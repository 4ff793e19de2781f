/**
 * Named rate limits over one shared store: Redis when `REDIS_URL` is set, else PostgreSQL when
 * `DATABASE_URL` is (table `rate_limit_counters`, made by a migration), so every server process counts
 * together; in process memory on PGlite (one process). A used-up allowance answers 429 with `Retry-After`.
 */

import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ACCOUNT_MESSAGES } from '../../shared/accounts/account-messages';
import { SAVED_SEARCH_LIMITS } from '../../shared/alerts/saved-search-constants';
import { ENQUIRY_LIMITS } from '../../shared/enquiries/enquiry-contract';
import { MEDIA_UPLOAD_LIMITS } from '../../shared/media-upload';
import { REPORT_LIMITS } from '../../shared/reports/report-contract';
import { ApiFailure } from './errors';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** The product's allowances: so many attempts per key within a window. */
export const RATE_LIMIT_RULES = {
  // Guessing is limited per account (or phone) AND address: a stranger using up the allowance of one
  // address does not lock the owner out, who comes from another. A much larger allowance per account
  // (or phone) from all addresses together stops guessing spread over many addresses; reaching it takes
  // many addresses. Texts count only when one is sent: a request refused by the resend wait counts nothing.
  /** Sign-up texts (OTP, or "this number has an account") to one phone asked from one address. */
  registerPerPhoneIp: { points: 5, durationSeconds: 3600 },
  /** Sign-up texts to one phone from every address together. */
  registerPerPhone: { points: 10, durationSeconds: 3600 },
  /** Sign-up requests from one address, whatever their outcome. */
  registerPerIp: { points: 20, durationSeconds: 3600 },
  verifyOtpPerIp: { points: 30, durationSeconds: 900 },
  /** Logins to one e-mail (or mobile number) from one address. */
  loginPerEmailIp: { points: 10, durationSeconds: 900 },
  /** Logins to one e-mail (or mobile number) from every address together. */
  loginPerEmail: { points: 100, durationSeconds: 900 },
  loginPerIp: { points: 50, durationSeconds: 900 },
  /** Login OTPs for one phone asked from one address (counted alike whether the number has an account). */
  loginOtpPerPhoneIp: { points: 5, durationSeconds: 3600 },
  /** Login OTPs for one phone from every address together. */
  loginOtpPerPhone: { points: 10, durationSeconds: 3600 },
  /** Login OTP requests from one address, whatever their outcome. */
  loginOtpPerIp: { points: 20, durationSeconds: 3600 },
  verifyLoginOtpPerIp: { points: 30, durationSeconds: 900 },
  /** Reset OTPs for one phone asked from one address (counted alike whether the number has an account). */
  forgotPasswordPerPhoneIp: { points: 5, durationSeconds: 3600 },
  /**
   * Reset OTPs for one phone asked from addresses the account never signed in from, together: spaced
   * (three per 20 minutes) rather than refused for an hour, and never counted for the owner's own
   * address or signed-in device (password-reset.service.ts), so a stranger cannot lock the owner out.
   */
  forgotPasswordPerPhone: { points: 3, durationSeconds: 1200 },
  forgotPasswordPerIp: { points: 20, durationSeconds: 3600 },
  resetPasswordPerIp: { points: 30, durationSeconds: 900 },
  changePasswordPerUser: { points: 10, durationSeconds: 900 },
  /** New e-mail addresses one account may try in its profile (each tells whether the address is taken). */
  profileEmailPerUser: { points: 5, durationSeconds: 3600 },
  /** New profile e-mail addresses tried from one address, over every account signed in there. */
  profileEmailPerIp: { points: 20, durationSeconds: 3600 },
  /** Anti-spam: enquiries one buyer may send in a day (docs/product-rules.md, Limits and messages). */
  enquiryPerBuyer: { points: ENQUIRY_LIMITS.perBuyerPerDay, durationSeconds: 86_400 },
  /** Enquiries from one address (many buyers behind one office network stay well below it). */
  enquiryPerIp: { points: 60, durationSeconds: 3600 },
  /** Messages of the /contact form from one address. */
  contactPerIp: { points: 5, durationSeconds: 3600 },
  /** Photo uploads of one seller (each is decoded and re-encoded: CPU worth protecting). */
  mediaUploadPerSeller: { points: MEDIA_UPLOAD_LIMITS.perSellerPerHour, durationSeconds: 3600 },
  /** "Still available" confirmations of one seller: one tap per listing, far below this even for agents. */
  listingConfirmPerSeller: { points: 300, durationSeconds: 3600 },
  /** Downloads of one account's data (each reads every table about it): a few an hour is plenty. */
  accountExportPerUser: { points: 5, durationSeconds: 3600 },
  /** Listing reports one account may send: enough for a genuine buyer, too few to bury a seller. */
  reportPerUser: { points: REPORT_LIMITS.perUserPerHour, durationSeconds: 3600 },
  /** Review saves of one account (new reviews and edits): a resident writes a few, not hundreds. */
  reviewWritePerUser: { points: 20, durationSeconds: 3600 },
  /** Helpful marks and unmarks of one account. */
  reviewHelpfulPerUser: { points: 120, durationSeconds: 3600 },
  /** Saved-search alert texts to one account: each costs money and a phone's patience. */
  savedSearchSmsPerUser: { points: SAVED_SEARCH_LIMITS.smsPerDay, durationSeconds: 86_400 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMIT_RULES;

export interface RateLimits {
  readonly store: 'memory' | 'redis' | 'postgres';
  /** Counts one attempt for `key`; throws a 429 `ApiFailure` (with Retry-After) once the allowance is used. */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Forgets `key`'s attempts (a successful login clears its e-mail's count). */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** Gives back one attempt counted by `consume` (a request that turned out to change nothing). */
  refund(name: RateLimitName, key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Share the counts through this Redis connection; omit for this process's memory. */
  redis?: Redis | undefined;
  /** Without Redis, share the counts through this PostgreSQL pool; omit both for this process's memory. */
  postgres?: pg.Pool | undefined;
  /** Prefix of every key (REDIS_KEY_PREFIX; tests use a unique one per run). */
  keyPrefix?: string;
  /** Replace some allowances (tests use tiny ones). */
  rules?: Partial<Record<RateLimitName, RateLimitRule>>;
  /** Multiplies every allowance's points (env RATE_LIMIT_SCALE). */
  scale?: number;
}

/** The 429 for a used-up allowance: whole seconds in Retry-After, whole minutes in the message. */
export function tooManyAttempts(msBeforeNext: number): ApiFailure {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiFailure(429, ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(seconds / 60)), {
    'Retry-After': String(seconds),
  });
}

/** The table RateLimiterPostgres counts in (see jobs.schema.ts). */
export const RATE_LIMIT_TABLE = 'rate_limit_counters';

export function createRateLimits({
  redis,
  postgres,
  keyPrefix = 'pc:rl',
  rules = {},
  scale = 1,
}: RateLimitOptions = {}): RateLimits {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiter = (name: RateLimitName): RateLimiterAbstract => {
    let found = limiters.get(name);
    if (!found) {
      const rule = rules[name] ?? RATE_LIMIT_RULES[name];
      const options = {
        keyPrefix: `${keyPrefix}:${name}`,
        points: Math.max(1, Math.round(rule.points * scale)),
        duration: rule.durationSeconds,
      };
      if (redis)
        found = new RateLimiterRedis({
          ...options,
          storeClient: redis,
          // While Redis is down, count in memory instead of failing every sign-in.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        });
      else if (postgres)
        found = new RateLimiterPostgres({
          ...options,
          storeClient: postgres,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          // The migration made it: processes starting together would race on CREATE TABLE.
          tableCreated: true,
          // One job removes old rows for every limiter (rate-limit-cleanup.ts), not a timer per limiter.
          clearExpiredByTimeout: false,
          insuranceLimiter: new RateLimiterMemory(options),
        });
      else found = new RateLimiterMemory(options);
      limiters.set(name, found);
    }
    return found;
  };

  return {
    store: redis ? 'redis' : postgres ? 'postgres' : 'memory',
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
    async refund(name, key) {
      await limiter(name).reward(key, 1);
    },
  };
}
