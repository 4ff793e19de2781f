/**
 * A real S3-protocol server for tests: s3rver on loopback, keeping its objects in a temporary folder,
 * with one bucket (CORS open to GET from any origin, as a CDN-fronted bucket is set up). `env` points the
 * app (or a server process) at it; `client` is a plain S3 client for reading the bucket back. `stop()`
 * takes the server down and `start()` brings it back on the same port with the same objects, to play an
 * outage; `close()` stops it and removes its folder.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadEnv } from '../../src/server/env';
import { createS3MediaStore, type S3MediaStore } from '../../src/server/features/media/media-s3.store';
import { s3MediaConfig } from '../../src/server/features/media/media-store-config';

/** s3rver's one account. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const OPEN_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3ServerOptions {
  /** 3 or more characters (s3rver refuses shorter names); default `pc-media`. */
  bucket?: string;
  /** MEDIA_S3_PREFIX, e.g. `media/`; default none. */
  prefix?: string;
  /** Default a free one chosen by the system. */
  port?: number;
}

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  prefix: string;
  /** The MEDIA_S3_* variables that point the app at this server. */
  env: Record<string, string>;
  /** A client for the test's own reads of the bucket. */
  client: S3Client;
  /** A media store on this bucket, as the app makes it from `env`. */
  store(): S3MediaStore;
  /** Keys and sizes of every object in the bucket, sorted by key. */
  objects(): Promise<{ key: string; size: number }[]>;
  /** The object's bytes and headers as S3 answers them, or undefined when it is not there. */
  read(key: string): Promise<{ bytes: Uint8Array; contentType?: string; cacheControl?: string } | undefined>;
  /** Takes the server down (connections are refused), keeping its objects. */
  stop(): Promise<void>;
  /** Brings a stopped server back on the same port. */
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startS3Server(options: S3ServerOptions = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'pc-media';
  const prefix = options.prefix ?? '';
  const directory = await mkdtemp(join(tmpdir(), 'pc-s3-'));
  let port = options.port ?? 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [OPEN_CORS] }],
    });
    const address: AddressInfo = await server.run();
    port = address.port;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
    ...(prefix ? { MEDIA_S3_PREFIX: prefix } : {}),
  };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  return {
    endpoint,
    bucket,
    prefix,
    env,
    client,
    store: () => {
      const config = s3MediaConfig(loadEnv({ NODE_ENV: 'test', ...env }));
      if (!config) throw new Error('the S3 settings name no bucket');
      return createS3MediaStore(config);
    },
    async objects() {
      const found: { key: string; size: number }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) found.push({ key: object.Key ?? '', size: object.Size ?? 0 });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return {
          bytes: bytes ?? new Uint8Array(),
          ...(object.ContentType ? { contentType: object.ContentType } : {}),
          ...(object.CacheControl ? { cacheControl: object.CacheControl } : {}),
        };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    stop,
    start,
    async close() {
      client.destroy();
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export interface CuttingProxy {
  /** Point MEDIA_S3_ENDPOINT here instead of at the server. */
  endpoint: string;
  /** Requests cut so far. */
  cut: number;
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of `target` that passes every request on, except those `shouldCut` picks: their
 * connection is closed mid-request, as a store that fails during an upload does.
 */
export async function startCuttingProxy(
  target: string,
  shouldCut: (request: { method: string; url: string }) => boolean,
): Promise<CuttingProxy> {
  const { createServer, request: forward } = await import('node:http');
  const to = new URL(target);
  const state = { cut: 0 };
  const server = createServer((req, res) => {
    if (shouldCut({ method: req.method ?? 'GET', url: req.url ?? '/' })) {
      state.cut += 1;
      // Read a little of the body first, so the cut comes mid-upload.
      req.once('data', () => req.socket.destroy());
      req.once('end', () => req.socket.destroy());
      return;
    }
    const upstream = forward(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get cut() {
      return state.cut;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
