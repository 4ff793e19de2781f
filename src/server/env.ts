/**
 * The only reader of `process.env`: parses and validates the configuration once, and refuses to start
 * on a bad one with a message that names every wrong variable.
 */
import { z } from 'zod';
import { SITE } from '../shared/site';
import { checkGstEnv, gstEnvShape } from './env-gst';
import { checkScaleOutEnv, optionalUrl, scaleOutEnvShape } from './env-scale-out';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const SMS_PROVIDERS = ['console', 'http'] as const;

/** How long a public page's server rendering may take by default (RENDER_TIMEOUT_MS). */
export const DEFAULT_RENDER_TIMEOUT_MS = 3_000;

/** A display phone number: 10 to 13 digits, an optional leading +, spaces and dashes between. */
const supportPhone = z
  .string()
  .trim()
  .refine((value) => /^\+?[\d\s-]+$/.test(value) && /^\d{10,13}$/.test(value.replace(/\D/g, '')), {
    message: 'must be a phone number of 10 to 13 digits, like +91 755 400 1234',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().trim().min(1, 'must be a folder path').default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql'], 'postgres://user:password@host:5432/dbname'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  /** Put before every Redis key, so several deployments (or staging and production) can share one Redis. */
  CLIENT_DIR: z.string().trim().min(1).default('dist'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Fill an empty database with the demo marketplace at start; defaults to on outside production. */
  DEMO_MODE: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  /** How OTP messages leave: `console` (server log + DATA_DIR/outbox.jsonl) or `http` (a real SMS gateway). */
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, { message: `must be one of ${SMS_PROVIDERS.join(', ')}` }).default('console'),
  SMS_HTTP_URL: optionalUrl(['http', 'https'], 'https://sms.example.com/send'),
  SMS_HTTP_TOKEN: z.string().trim().optional(),
  /** The registered (DLT) sender id the gateway shows as the SMS sender. */
  SMS_SENDER_ID: z.string().trim().min(1).max(11, 'must be at most 11 characters').default('PRPCRT'),
  SESSION_TTL_DAYS: z.coerce
    .number({ message: 'must be a whole number of days from 1 to 365' })
    .int('must be a whole number of days from 1 to 365')
    .min(1, 'must be a whole number of days from 1 to 365')
    .max(365, 'must be a whole number of days from 1 to 365')
    .default(30),
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  /** How many proxies we run in front of the server (each appends to X-Forwarded-For); read with TRUST_PROXY. */
  TRUST_PROXY_HOPS: z.coerce
    .number({ message: 'must be a whole number from 1 to 10' })
    .int('must be a whole number from 1 to 10')
    .min(1, 'must be a whole number from 1 to 10')
    .max(10, 'must be a whole number from 1 to 10')
    .default(1),
  /**
   * How long a client may take to send a request's headers, and the whole request with its body: a slowloris
   * holds a connection no longer, while a 10 MB photo still uploads at about 0.7 Mbit/s.
   */
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds from 1000 to 600000' })
    .int('must be a whole number of milliseconds from 1000 to 600000')
    .min(1000, 'must be a whole number of milliseconds from 1000 to 600000')
    .max(600_000, 'must be a whole number of milliseconds from 1000 to 600000')
    .default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds from 1000 to 3600000' })
    .int('must be a whole number of milliseconds from 1000 to 3600000')
    .min(1000, 'must be a whole number of milliseconds from 1000 to 3600000')
    .max(3_600_000, 'must be a whole number of milliseconds from 1000 to 3600000')
    .default(120_000),
  /**
   * How long the server may spend rendering a public page before it sends the shell instead (the browser
   * then renders it): a visitor waits no longer for a slow render than for the app itself.
   */
  RENDER_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds from 100 to 60000' })
    .int('must be a whole number of milliseconds from 100 to 60000')
    .min(100, 'must be a whole number of milliseconds from 100 to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 100 to 60000')
    .default(DEFAULT_RENDER_TIMEOUT_MS),
  /** Multiplies every rate limit's allowance (e.g. 10 for load tests); 1 is the product's limits. */
  /** The support phone and e-mail shown in the header, menus, footer and contact page. */
  SUPPORT_PHONE: supportPhone.default(SITE.phone),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an e-mail address like support@example.in' }))
    .default(SITE.email),
  /**
   * The site's public address for canonical and shared-preview links, robots.txt and the sitemaps.
   * Required in production; elsewhere each request's own origin stands in.
   */
  PUBLIC_ORIGIN: optionalUrl(['http', 'https'], 'https://www.propertycreator.in')
    .refine((value) => value === undefined || URL.canParse(value), {
      message: 'must be a URL like https://www.propertycreator.in',
    })
    .transform((value) => (value === undefined ? undefined : new URL(value).origin)),
  /**
   * The server's signing key (at least 32 characters, e.g. `openssl rand -hex 32`), the same for every
   * process of a deployment: it signs the recent-write cookie, so a made-up one is ignored. Required in
   * production; elsewhere a fixed development key stands in.
   */
  APP_SECRET: z
    .string()
    .trim()
    .min(32, 'must be at least 32 characters, like the output of openssl rand -hex 32')
    .optional(),
  RATE_LIMIT_SCALE: z.coerce
    .number({ message: 'must be a number from 0.01 to 1000' })
    .min(0.01, 'must be a number from 0.01 to 1000')
    .max(1000, 'must be a number from 0.01 to 1000')
    .default(1),
  ...scaleOutEnvShape,
  /** Razorpay (the online payment provider); unset means only manual invoices are offered. */
  RAZORPAY_KEY_ID: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_\w+$/, 'must be a Razorpay key id like rzp_test_1DP5mmOlF5G5ag')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8, 'must be the Razorpay key secret').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8, 'must be the Razorpay webhook secret').optional(),
  /** Razorpay's API address; tests point it at a local stand-in. */
  RAZORPAY_API_BASE: optionalUrl(['http', 'https'], 'https://api.razorpay.com'),
  /** Where sellers pay a manual invoice, shown with it: a UPI id and/or a bank account (name, number, IFSC). */
  PAYMENT_UPI_ID: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,200}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'must be a UPI id like propertycreator@okaxis')
    .optional(),
  /** The payee name a UPI app shows for the manual invoice's `upi://pay` link. */
  PAYMENT_UPI_PAYEE: z.string().trim().min(2).max(60, 'must be at most 60 characters').default('Property Creator'),
  PAYMENT_BANK_ACCOUNT_NAME: z.string().trim().min(2).max(100, 'must be at most 100 characters').optional(),
  PAYMENT_BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, 'must be a bank account number of 9 to 18 digits')
    .optional(),
  PAYMENT_BANK_IFSC: z
    .string()
    .trim()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC like HDFC0001234')
    .optional(),
  PAYMENT_BANK_NAME: z.string().trim().min(2).max(100, 'must be at most 100 characters').optional(),
  ...gstEnvShape,
  /**
   * Web Push (saved-search alerts): the VAPID key pair from `npx web-push generate-vapid-keys` and a
   * contact (mailto: or https:) for push services. Push is off unless all three are set.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be the base64url public key printed by npx web-push generate-vapid-keys')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key printed by npx web-push generate-vapid-keys')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine((value) => /^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value), {
      message: 'must be a contact for push services, like mailto:alerts@propertycreator.in',
    })
    .optional(),
});

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && env.SMS_PROVIDER === 'console') {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message:
        'SMS_PROVIDER=console is not allowed in production: OTPs would only reach the server log. ' +
        'Set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_TOKEN of your SMS gateway.',
    });
  }
  // Without it, robots.txt, the sitemaps and every canonical link would name whatever Host a request claims.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_ORIGIN'],
      message: "is required in production: the site's public address, like https://www.propertycreator.in",
    });
  }
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['APP_SECRET'],
      message: 'is required in production (openssl rand -hex 32), the same for every process',
    });
  }
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
  }
  // A key id without its secret (or the other way round) would fail at the first payment, not at start.
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    const missing = env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other Razorpay key' });
  }
  // Half a bank account cannot be paid into: its name, number and IFSC come together or not at all.
  const bank = ['PAYMENT_BANK_ACCOUNT_NAME', 'PAYMENT_BANK_ACCOUNT_NUMBER', 'PAYMENT_BANK_IFSC'] as const;
  if ((bank.some((name) => env[name]) || env.PAYMENT_BANK_NAME) && !bank.every((name) => env[name])) {
    for (const name of bank.filter((n) => !env[n])) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required with the other bank account settings' });
    }
  }
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must not be more than REQUEST_TIMEOUT_MS' });
  }
  checkScaleOutEnv(env, ctx);
  checkGstEnv(env, ctx);
  // Half a VAPID configuration would silently send no alerts: all three or none.
  const vapid = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  if (vapid.some((name) => env[name]) && !vapid.every((name) => env[name])) {
    for (const name of vapid.filter((n) => !env[n])) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required with the other VAPID settings' });
    }
  }
});

type ParsedEnv = z.infer<typeof envSchema>;

/** The signing key outside production: known to all, so it protects nothing and production refuses it. */
export const DEVELOPMENT_APP_SECRET = 'property-creator-development-key-not-a-secret';

export type Env = Omit<ParsedEnv, 'DEMO_MODE' | 'TRUST_PROXY' | 'MEDIA_S3_FORCE_PATH_STYLE' | 'APP_SECRET'> & {
  APP_SECRET: string;
  DEMO_MODE: boolean;
  TRUST_PROXY: boolean;
  MEDIA_S3_FORCE_PATH_STYLE: boolean;
};

/** A value as it may be shown: URLs' passwords replaced (a database URL's secret must not reach a log). */
const withoutPasswords = (value: string) => value.replace(/(\/\/[^:/@\s,]*):[^@/\s,]*@/g, '$1:***@');

/** Thrown for a bad configuration; `message` lists each variable and what is wrong with it. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the configuration from `source` (default `process.env`); throws `EnvError` when it is bad. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= npm start`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = checkedEnvSchema.safeParse(cleaned);
  if (parsed.success) {
    const { DEMO_MODE, TRUST_PROXY, MEDIA_S3_FORCE_PATH_STYLE, APP_SECRET, ...rest } = parsed.data;
    return {
      ...rest,
      APP_SECRET: APP_SECRET ?? DEVELOPMENT_APP_SECRET,
      MEDIA_S3_FORCE_PATH_STYLE: MEDIA_S3_FORCE_PATH_STYLE === 'true',
      DEMO_MODE: DEMO_MODE === undefined ? rest.NODE_ENV !== 'production' : DEMO_MODE === 'true',
      TRUST_PROXY: TRUST_PROXY === 'true',
    };
  }
  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const got = name in cleaned ? ` (got ${JSON.stringify(withoutPasswords(cleaned[name] ?? ''))})` : '';
    return `  ${name}: ${issue.message}${got}`;
  });
  throw new EnvError(`Invalid configuration, the server will not start:\n${problems.join('\n')}`);
}
