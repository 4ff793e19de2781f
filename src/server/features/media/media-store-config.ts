/**
 * The media store this deployment uses: the S3-compatible bucket when MEDIA_S3_BUCKET is set, else the
 * disk folder `<DATA_DIR>/media`.
 */
import { join, resolve } from 'node:path';
import type { Env } from '../../env';
import { createDiskMediaStore, type MediaStore } from './media.store';
import { createS3MediaStore, type S3MediaConfig, type S3MediaStore } from './media-s3.store';

type MediaEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'MEDIA_S3_BUCKET'
  | 'MEDIA_S3_ENDPOINT'
  | 'MEDIA_S3_REGION'
  | 'MEDIA_S3_ACCESS_KEY_ID'
  | 'MEDIA_S3_SECRET_ACCESS_KEY'
  | 'MEDIA_S3_PREFIX'
  | 'MEDIA_S3_FORCE_PATH_STYLE'
>;

/** The disk store's folder. */
export const mediaDirOf = (env: Pick<Env, 'DATA_DIR'>): string => join(resolve(env.DATA_DIR), 'media');

/** The bucket's settings, or undefined when photos stay on disk. */
export function s3MediaConfig(env: MediaEnv): S3MediaConfig | undefined {
  if (!env.MEDIA_S3_BUCKET) return undefined;
  return {
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
    prefix: env.MEDIA_S3_PREFIX ?? '',
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
  };
}

export interface ConfiguredMediaStore {
  store: MediaStore | S3MediaStore;
  /** Where the photos are kept, for the start-up log (never a credential). */
  description: string;
}

export function createConfiguredMediaStore(env: MediaEnv): ConfiguredMediaStore {
  const s3 = s3MediaConfig(env);
  if (s3) {
    const where = s3.endpoint ? `${s3.endpoint} ` : '';
    return { store: createS3MediaStore(s3), description: `S3 bucket ${where}${s3.bucket}/${s3.prefix}` };
  }
  const dir = mediaDirOf(env);
  return { store: createDiskMediaStore(dir), description: `folder ${dir}` };
}
