/**
 * A local stand-in for a browser's push service: an HTTPS server on 127.0.0.1 (web-push speaks HTTPS
 * only) that records each push and decrypts it with the subscription's own private key, as the phone
 * would. Subscriptions carry real P-256 keys and auth secrets.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { loadEnv } from '../../src/server/env';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

export type BrowserKeys = ReturnType<typeof browserKeys>;

/** A browser's push subscription: a real P-256 key pair and auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** A push body as the subscribed browser reads it. */
export const decryptPush = (body: Buffer, keys: BrowserKeys): Buffer =>
  ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });

/** A self-signed certificate for 127.0.0.1, made with the openssl command line. */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'pc-push-receiver-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
    ].concat(['-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

export interface ReceivedPush<T> {
  path: string;
  payload: T;
}

/** A running receiver: `device(path)` makes a subscription it accepts; `received` lists what arrived. */
export async function startPushReceiver<T>() {
  const tls = localCertificate();
  const devices = new Map<string, BrowserKeys>();
  const received: ReceivedPush<T>[] = [];
  /** Set by `hold()`: the next push is answered only once the test lets it go. */
  let held: { arrived: () => void; released: Promise<void> } | undefined;
  const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const hold = held;
      held = undefined;
      if (hold) {
        hold.arrived();
        await hold.released;
      }
      const keys = devices.get(req.url ?? '');
      if (!keys) {
        res.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(decryptPush(Buffer.concat(chunks), keys).toString('utf8')) as T;
      received.push({ path: req.url ?? '', payload });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ca: tls.cert,
    received,
    /** A new browser subscription at `path`, as the push-subscriptions endpoint takes it. */
    device(path: string) {
      const keys = browserKeys();
      devices.set(path, keys);
      return { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    /**
     * Keeps the next push waiting for its answer, as a slow push service would: `arrived` resolves when it
     * came in, and it is answered after `release()`.
     */
    hold() {
      let arrived!: () => void;
      let release!: () => void;
      const came = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { arrived, released };
      return { arrived: came, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A test configuration with Web Push on: fresh VAPID keys (returned too, for checks of the public key). */
export function pushEnv() {
  const vapid = webPush.generateVAPIDKeys();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@propertycreator.test',
  });
  return { env, vapid };
}
