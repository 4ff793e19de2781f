/**
 * What `aws s3 sync` does for the bucket side of a backup (docs/operations.md), with the S3 client so the
 * tests need no AWS CLI: a bucket's objects under its prefix copied out to a folder (flat, one file per
 * object), or a folder's files copied into a bucket under its prefix.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { TestS3Server } from './s3-server';

/** Copies `from` (a bucket, or a folder) to `to` (a folder, or a bucket); answers how many objects. */
export async function copyBucket(from: TestS3Server | string, to: string | TestS3Server): Promise<number> {
  if (typeof from !== 'string' && typeof to === 'string') {
    await mkdir(to, { recursive: true });
    const objects = await from.objects();
    for (const { key } of objects) {
      const object = await from.read(key);
      await writeFile(join(to, key.slice(from.prefix.length)), object?.bytes ?? new Uint8Array());
    }
    return objects.length;
  }
  if (typeof from === 'string' && typeof to !== 'string') {
    const names = await readdir(from);
    for (const name of names) {
      await to.client.send(
        new PutObjectCommand({
          Bucket: to.bucket,
          Key: `${to.prefix}${name}`,
          Body: await readFile(join(from, name)),
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    }
    return names.length;
  }
  throw new Error('copyBucket copies a bucket to a folder or a folder to a bucket');
}
