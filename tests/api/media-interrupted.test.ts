/**
 * A draft interrupted mid-upload leaves nothing behind: the app behind a real HTTP server on loopback,
 * a multipart upload whose connection is cut part-way through the body, then the tables and the photo
 * store are checked once the server has finished with the request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_PATH } from '../../src/shared/media-upload';
import { APP_MESSAGES } from '../../src/shared/messages';
import { describeEachDatabase } from '../helpers/database';
import { filesIn, jpeg, mediaRows } from '../helpers/media-api';
import { type Person, sellerTestApp } from '../helpers/seller-api';

const BOUNDARY = '----property-creator-test';

/** The bytes of a multipart form with one JPEG in the upload field. */
function multipartBody(photo: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${MEDIA_UPLOAD_FIELD}"; filename="flat.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describeEachDatabase('an upload cut off mid-way', (database) => {
  let dir: string;
  let seller: Person;
  let server: ServerType;
  let port: number;
  /** One promise per request the server took: the status the app answered (undefined if it threw). */
  const handled: Promise<number | undefined>[] = [];
  /** What the app logged, one object per line. */
  const logged: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pc-interrupted-test-'));
    const t = sellerTestApp(database(), { media: createDiskMediaStore(dir), logger });
    seller = await t.seller();
    await new Promise<void>((resolve) => {
      server = serve(
        {
          fetch: (request, env) => {
            const answer = Promise.resolve(t.app.fetch(request, env));
            handled.push(answer.then((response) => response.status).catch(() => undefined));
            return answer;
          },
          port: 0,
          hostname: '127.0.0.1',
        },
        (info) => {
          port = info.port;
          resolve();
        },
      );
    });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * Sends the request head and the first `share` of `body` over a raw socket, then (when `share` < 1)
   * destroys the socket. Resolves once the app has finished with the request, with the status it answered
   * and what reached the client. `chunked` sends the body in one chunk of chunked transfer coding, without
   * a length (so the app reads it all before the route, to hold it to the body limit).
   */
  async function send(
    body: Buffer,
    share: number,
    { path = MEDIA_UPLOAD_PATH, type = `multipart/form-data; boundary=${BOUNDARY}`, chunked = false } = {},
  ): Promise<{ status: number | undefined; reply: string }> {
    const before = handled.length;
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${seller.token}\r\n` +
        `Content-Type: ${type}\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`}\r\n` +
        'Connection: close\r\n\r\n',
    );
    const sent = Math.floor(body.length * share);
    if (chunked) socket.write(`${body.length.toString(16)}\r\n`);
    await new Promise((resolve) => socket.write(body.subarray(0, sent), resolve));
    // The server has the request in hand before the connection drops.
    await expect.poll(() => handled.length, { timeout: 5000 }).toBeGreaterThan(before);
    if (sent < body.length) socket.destroy();
    const [status] = await Promise.all(handled.slice(before));
    await closed;
    return { status, reply };
  }

  it('stores a complete upload over this very connection (the harness works)', async () => {
    const rows = await mediaRows(database());
    const { reply } = await send(multipartBody(await jpeg(800, 600, 1)), 1);
    expect(reply).toMatch(/^HTTP\/1\.1 201 /);
    expect(await mediaRows(database())).toEqual({ media: rows.media + 1, uploads: rows.uploads + 1 });
    expect((await filesIn(dir)).length).toBeGreaterThan(0);
  });

  it.each([
    ['half of the body', 0.5],
    ['all of the photo but the closing boundary', 0.98],
    ['only the part headers', 0.01],
  ])('leaves no media row, no uploader row and no file when cut after %s', async (_, share) => {
    const rows = await mediaRows(database());
    const files = await filesIn(dir);
    const photo = await jpeg(1600, 1200, Math.round(share * 100) + 10);
    const { status } = await send(multipartBody(photo), share);
    // The app read what came, found the form incomplete and refused it.
    expect(status).toBe(400);
    expect(await mediaRows(database())).toEqual(rows);
    expect(await filesIn(dir)).toEqual(files);
  });

  it.each([
    ['a photo upload', MEDIA_UPLOAD_PATH, `multipart/form-data; boundary=${BOUNDARY}`],
    ['a JSON request', '/api/contact', 'application/json'],
  ])('takes %s cut off mid-body for the client leaving, never for the database', async (_, path, type) => {
    const body =
      path === MEDIA_UPLOAD_PATH
        ? multipartBody(await jpeg(1600, 1200, 77))
        : Buffer.from(JSON.stringify({ name: 'Ravi Kumar', email: 'ravi@example.test', message: 'a'.repeat(200_000) }));
    logged.length = 0;
    const { status } = await send(body, 0.5, { path, type, chunked: true });
    expect(status).toBe(400);
    const messages = logged.map((line) => line.msg);
    expect(messages).not.toContain('database unavailable');
    expect(messages).not.toContain(APP_MESSAGES.databaseUnavailable);
    // Logged at info or warn (pino's 30 and 40) as the client's doing; nothing at error or above.
    expect(logged.find((line) => line.msg === 'the client closed the request')?.level).toBeOneOf([30, 40]);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });
});
