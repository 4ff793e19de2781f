/**
 * The only reader of `process.env`: parses and validates the configuration once, and refuses to start
 * on a bad one with a message that names every wrong variable.
 */
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must be a URL like ${example}`,
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
  CLIENT_DIR: z.string().trim().min(1).default('dist'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Fill an empty database with the demo marketplace at start; defaults to on outside production. */
  DEMO_MODE: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;

export type Env = Omit<ParsedEnv, 'DEMO_MODE'> & { DEMO_MODE: boolean };

/** Thrown for a bad configuration; `message` lists each variable and what is wrong with it. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the configuration from `source` (default `process.env`); throws `EnvError` when it is bad. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= npm start`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) {
    const { DEMO_MODE, ...rest } = parsed.data;
    return { ...rest, DEMO_MODE: DEMO_MODE === undefined ? rest.NODE_ENV !== 'production' : DEMO_MODE === 'true' };
  }
  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const got = name in cleaned ? ` (got ${JSON.stringify(cleaned[name])})` : '';
    return `  ${name}: ${issue.message}${got}`;
  });
  throw new EnvError(`Invalid configuration, the server will not start:\n${problems.join('\n')}`);
}
