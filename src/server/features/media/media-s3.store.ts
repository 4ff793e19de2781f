/**
 * The S3-compatible media store (AWS S3, Cloudflare R2, MinIO...): each variant is one object
 * `<prefix><hash>-<width>.webp`, the same name as its URL's last part, so a CDN in front of the bucket
 * serves `MEDIA_BASE_URL/<hash>-<width>.webp` straight from it. Every write is a single PutObject: the
 * object appears whole or not at all, so there are no temporaries and no multipart uploads to abort.
 *
 * Failures are sorted for the caller: a full bucket or quota is MediaStoreFullError (507), anything else
 * that keeps the store from answering (unreachable, refused credentials, no such bucket, a 5xx) is
 * MediaStoreUnavailableError (503). A missing object is simply not stored.
 */

import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { STORED_WIDTHS } from '../../../shared/media';
import { CACHE_CONTROL } from '../../lib/cache-control';
import {
  assertKey,
  type MediaStore,
  MediaStoreFullError,
  MediaStoreUnavailableError,
  mediaFileName,
  parseMediaFileName,
  type StoredFile,
} from './media.store';

/** What every object is stored with: its type, and browser and CDN caching for good (the name is its hash). */
export const MEDIA_OBJECT_HEADERS = {
  ContentType: 'image/webp',
  CacheControl: CACHE_CONTROL.immutable,
} as const;

export interface S3MediaConfig {
  bucket: string;
  /** The S3 API address for R2, MinIO and the like; unset means AWS S3 in `region`. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's default credential chain applies (instance role, profile...). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Put before every key, e.g. `media/`; '' for none. */
  prefix: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
}

/** A stored variant as the bucket lists it. */
export interface StoredObject {
  hash: string;
  width: number;
  size: number;
}

export interface S3MediaStore extends MediaStore {
  readonly bucket: string;
  /** The object key of a variant. */
  key(hash: string, width: number): string;
  /** The stored object's size in bytes, or undefined when there is none. */
  sizeOf(hash: string, width: number): Promise<number | undefined>;
  /** Stores a variant from a file, streamed (the copy command): one PutObject of `size` bytes. */
  putFile(hash: string, width: number, path: string, size: number): Promise<void>;
  /** Every variant under the prefix, page by page. */
  list(): AsyncGenerator<StoredObject>;
  /** Closes the client's connections. */
  destroy(): void;
}

/** Seconds to connect, and to wait on one request, before a store that hangs counts as failed. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

interface SdkError {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as SdkError | undefined)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as SdkError | undefined)?.name ?? (error as SdkError | undefined)?.Code;

const isNotFound = (error: unknown) =>
  statusOf(error) === 404 && ['NoSuchKey', 'NotFound'].includes(nameOf(error) ?? 'NotFound');

/** Quota and full-disk answers of S3-compatible servers (MinIO says XMinioStorageFull, with a 507). */
const isFull = (error: unknown) =>
  statusOf(error) === 507 || ['XMinioStorageFull', 'QuotaExceeded', 'EntityTooLarge'].includes(nameOf(error) ?? '');

/** Any failure as one of the store's own errors. */
const storeFailure = (error: unknown) =>
  isFull(error) ? new MediaStoreFullError({ cause: error }) : new MediaStoreUnavailableError({ cause: error });

export function createS3MediaStore(config: S3MediaConfig): S3MediaStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where the API demands them: several S3-compatible servers do not read the newer
    // checksum headers and trailers the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const { bucket, prefix } = config;
  const key = (hash: string, width: number) => `${prefix}${mediaFileName(hash, width)}`;

  async function sizeOf(hash: string, width: number): Promise<number | undefined> {
    assertKey(hash, width);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(hash, width) }));
      return head.ContentLength;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw storeFailure(error);
    }
  }

  async function openObject(hash: string, width: number): Promise<StoredFile | undefined> {
    assertKey(hash, width);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(hash, width) }));
      if (!object.Body) return undefined;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: object.ContentLength ?? 0,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw storeFailure(error);
    }
  }

  async function putObject(hash: string, width: number, body: Uint8Array | Readable, size: number) {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(hash, width),
          Body: body,
          ContentLength: size,
          ...MEDIA_OBJECT_HEADERS,
        }),
      );
    } catch (error) {
      throw storeFailure(error);
    }
  }

  return {
    bucket,
    key,
    sizeOf,
    async put(hash, width, bytes) {
      // Content-addressed: an object already there holds these very bytes (and a versioned bucket keeps
      // no needless second version).
      if ((await sizeOf(hash, width)) === bytes.byteLength) return;
      await putObject(hash, width, bytes, bytes.byteLength);
    },
    async putFile(hash, width, path, size) {
      assertKey(hash, width);
      await putObject(hash, width, createReadStream(path), size);
    },
    async get(hash, width) {
      const file = await openObject(hash, width);
      return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : undefined;
    },
    open: openObject,
    async has(hash) {
      assertKey(hash);
      // A HEAD per width rather than a listing by prefix, which some compatible servers answer badly.
      const sizes = await Promise.all(STORED_WIDTHS.map((width) => sizeOf(hash, width)));
      return sizes.some((size) => size !== undefined);
    },
    async remove(hash) {
      assertKey(hash);
      // Every width a variant may have, whether stored or not: deleting a missing key is no error in S3.
      // One DeleteObject each rather than DeleteObjects, which some compatible servers lack.
      try {
        await Promise.all(
          STORED_WIDTHS.map((width) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(hash, width) }))),
        );
      } catch (error) {
        throw storeFailure(error);
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        let page: ListObjectsV2CommandOutput;
        try {
          page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          );
        } catch (error) {
          throw storeFailure(error);
        }
        for (const object of page.Contents ?? []) {
          const parsed = parseMediaFileName((object.Key ?? '').slice(prefix.length));
          if (parsed) yield { ...parsed, size: object.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    destroy: () => client.destroy(),
  };
}
