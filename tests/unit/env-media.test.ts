import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';
import { s3MediaConfig } from '../../src/server/features/media/media-store-config';
import { mediaUrl, setMediaBaseUrl } from '../../src/shared/media';
import { SW_URL, swUrlFor } from '../../src/shared/sw-protocol';

const HASH = 'a'.repeat(64);

describe('media storage in the environment', () => {
  it('keeps photos on disk and serves them at /media by default', () => {
    const env = loadEnv({});
    expect(s3MediaConfig(env)).toBeUndefined();
    expect(env.MEDIA_BASE_URL).toBeUndefined();
  });

  it('reads an S3 bucket with its endpoint, keys, prefix and path style', () => {
    const env = loadEnv({
      MEDIA_S3_BUCKET: 'pc-photos',
      MEDIA_S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_PREFIX: 'media',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_BASE_URL: 'https://cdn.example.in/media/',
    });
    expect(s3MediaConfig(env)).toEqual({
      bucket: 'pc-photos',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'media/',
      forcePathStyle: true,
    });
    expect(env.MEDIA_BASE_URL).toBe('https://cdn.example.in/media');
  });

  it('leaves the credentials to the SDK when no keys are given', () => {
    const config = s3MediaConfig(loadEnv({ MEDIA_S3_BUCKET: 'pc-photos' }));
    expect(config).toMatchObject({ region: 'us-east-1', prefix: '', forcePathStyle: false });
    expect(config?.accessKeyId).toBeUndefined();
  });

  it.each([
    [{ MEDIA_S3_BUCKET: 'ab' }, 'MEDIA_S3_BUCKET: must be a bucket name of 3 to 63'],
    [{ MEDIA_S3_BUCKET: 'Photos_Bucket' }, 'MEDIA_S3_BUCKET: must be a bucket name of 3 to 63'],
    [{ MEDIA_S3_ENDPOINT: 'https://s3.example.in' }, 'MEDIA_S3_ENDPOINT: is used only with MEDIA_S3_BUCKET'],
    [{ MEDIA_S3_BUCKET: 'pc-photos', MEDIA_S3_ENDPOINT: 's3.example.in' }, 'MEDIA_S3_ENDPOINT: must be a URL like'],
    [{ MEDIA_S3_BUCKET: 'pc-photos', MEDIA_S3_ACCESS_KEY_ID: 'key' }, 'MEDIA_S3_SECRET_ACCESS_KEY: is required'],
    [{ MEDIA_S3_BUCKET: 'pc-photos', MEDIA_S3_PREFIX: '../up' }, 'MEDIA_S3_PREFIX: must be a key prefix'],
    [{ MEDIA_S3_FORCE_PATH_STYLE: 'yes' }, 'MEDIA_S3_FORCE_PATH_STYLE: must be true or false'],
    [{ MEDIA_BASE_URL: 'cdn.example.in/media' }, 'MEDIA_BASE_URL: must be a URL like https://'],
    [{ MEDIA_BASE_URL: 'https://cdn.example.in/media?v=1' }, 'MEDIA_BASE_URL: must be a URL without query'],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('builds photo URLs and the worker URL from the media base', () => {
    try {
      setMediaBaseUrl('https://cdn.example.in/media/');
      expect(mediaUrl(HASH, 640)).toBe(`https://cdn.example.in/media/${HASH}-640.webp`);
      expect(swUrlFor('https://cdn.example.in/media')).toBe(`${SW_URL}?media=https%3A%2F%2Fcdn.example.in%2Fmedia`);
      setMediaBaseUrl(undefined);
      expect(mediaUrl(HASH, 320)).toBe(`/media/${HASH}-320.webp`);
      expect(swUrlFor('/media')).toBe(SW_URL);
    } finally {
      setMediaBaseUrl(undefined);
    }
  });
});
