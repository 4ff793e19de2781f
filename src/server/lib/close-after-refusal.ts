/**
 * A request refused before its body was read (413: too large) leaves the client still sending. Such an
 * answer says `Connection: close`, so no client reuses the connection, and the connection closes the way
 * HTTP servers close it cleanly (a "lingering close"): our side ends after the answer, what the client
 * still sends is read and dropped, and the socket closes when the request ends, or after LINGER_MS at
 * most. Closing at once resets a connection with unread bytes, and the reset can destroy the answer before
 * the client reads it (seen with fetch: about one refusal in four lost its answer).
 */
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** The longest a refused client may go on sending before its connection is closed anyway. */
export const LINGER_MS = 2_000;

export const closesAfterRefusedBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 413) return;
  c.res.headers.set('Connection', 'close');
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  const socket = incoming?.socket;
  if (!incoming || !socket || incoming.readableEnded) return;
  // Node ends a `Connection: close` answer with the socket's destroySoon: end first, destroy later.
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    if (this.destroyed) return;
    this.end();
    const close = () => this.destroy();
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    incoming.once('end', close);
    incoming.on('data', () => {});
    incoming.resume();
  };
});
