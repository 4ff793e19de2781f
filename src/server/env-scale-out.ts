/**
 * The variables of a scaled-out deployment (docs/operations.md, "The production layout"): read replicas,
 * the Redis key prefix, photos in an S3-compatible bucket behind a CDN, and the archive of earlier
 * releases' assets. Part of the one schema in env.ts.
 */
import { z } from 'zod';

/** An optional URL with one of these protocols; empty means unset (env.ts uses it too). */
export const optionalUrl = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must be a URL like ${example}`,
    });

const POSTGRES_URL = /^postgres(?:ql)?:\/\/[^/\s]+/;

/** Read replicas of the primary (db/replicas.ts): comma-separated PostgreSQL URLs, none when unset. */
const replicaUrls = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
  )
  .superRefine((urls, ctx) => {
    urls.forEach((url, index) => {
      if (!POSTGRES_URL.test(url) || !URL.canParse(url)) {
        ctx.addIssue({
          code: 'custom',
          message: `entry ${index + 1} must be a URL like postgres://user:password@replica:5432/dbname (separate several with commas)`,
        });
      }
    });
  });

export const scaleOutEnvShape = {
  DATABASE_REPLICA_URLS: replicaUrls,
  DATABASE_REPLICA_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,40}$/, 'must be 1 to 40 letters, digits or : _ . -')
    .default('pc:'),
  /** Earlier releases' hashed assets (`npm run assets:keep`), served under /assets after CLIENT_DIR's own. */
  ASSET_ARCHIVE_DIR: z.string().trim().min(1, 'must be a folder path').optional(),
  /**
   * Photos in an S3-compatible bucket (AWS S3, R2, MinIO) instead of DATA_DIR/media: set the bucket; the
   * endpoint for anything but AWS; keys, or none for the SDK's default credential chain.
   */
  MEDIA_S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name of 3 to 63 lowercase letters, digits, dots and dashes',
    )
    .optional(),
  MEDIA_S3_ENDPOINT: optionalUrl(['http', 'https'], 'https://<account>.r2.cloudflarestorage.com'),
  MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Put before every object key, e.g. `media/`; a missing trailing slash is added. */
  MEDIA_S3_PREFIX: z
    .string()
    .trim()
    .refine((value) => /^[\w.-]+(\/[\w.-]+)*\/?$/.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value), {
      message: 'must be a key prefix of letters, digits, dots, dashes and slashes, like media/',
    })
    .transform((value) => (value.endsWith('/') ? value : `${value}/`))
    .optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  /** Where browsers fetch photos (a CDN in front of the bucket, e.g. https://cdn.example.in/media); else /media. */
  MEDIA_BASE_URL: optionalUrl(['http', 'https'], 'https://cdn.example.in/media')
    .refine((value) => value === undefined || (URL.canParse(value) && !/[?#]/.test(value)), {
      message: 'must be a URL without query or fragment, like https://cdn.example.in/media',
    })
    .transform((value) => value?.replace(/\/+$/, '')),
};

type ScaleOutEnv = z.infer<z.ZodObject<typeof scaleOutEnvShape>> & { DATABASE_URL?: string | undefined };

/** The rules between the scale-out variables (and the primary they need). */
export function checkScaleOutEnv(env: ScaleOutEnv, ctx: z.RefinementCtx): void {
  // Replicas copy a PostgreSQL primary; the embedded PGlite has none to copy.
  if (env.DATABASE_REPLICA_URLS.length > 0 && !env.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['DATABASE_REPLICA_URLS'], message: 'needs DATABASE_URL (the primary) too' });
  }
  // The S3 settings mean nothing without a bucket, and a key id needs its secret.
  if (!env.MEDIA_S3_BUCKET) {
    const s3 = [
      'MEDIA_S3_ENDPOINT',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
      'MEDIA_S3_PREFIX',
    ] as const;
    for (const name of s3.filter((n) => env[n])) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is used only with MEDIA_S3_BUCKET, which is not set' });
    }
  }
  if (Boolean(env.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY)) {
    const missing = env.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key' });
  }
}
