/**
 * Ends a session on the server after the device has forgotten it (logout), even when the network is
 * down just then (LOGOUT_OUTBOX says how). Under the service worker an offline logout is answered 202 by
 * the worker, which keeps it and sends it later; with no worker (none yet, none at all) or no answer, this
 * page keeps it in localStorage and sends it at the next 'online' event or page start. In the header's
 * bundle: small, no schemas.
 */
import { MINUTE_MS } from '../../../shared/durations';
import { LOGOUT_OUTBOX, logoutSettled } from '../../../shared/offline/logout-outbox';
import { logoutRequest } from './accounts.api';
import { isRecord, readStoredJson, writeStored } from './accounts.storage';

interface PendingLogout {
  token: string;
  /** When the logout was made (epoch milliseconds). */
  at: number;
}

/** The logouts this page still has to send: well-formed, newer than the retention, at most maxPending. */
function readPending(now = Date.now()): PendingLogout[] {
  const stored = readStoredJson(LOGOUT_OUTBOX.pendingKey);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (entry): entry is PendingLogout =>
        isRecord(entry) &&
        typeof entry.token === 'string' &&
        entry.token !== '' &&
        typeof entry.at === 'number' &&
        now - entry.at < LOGOUT_OUTBOX.maxRetentionMinutes * MINUTE_MS,
    )
    .slice(-LOGOUT_OUTBOX.maxPending);
}

function writePending(pending: PendingLogout[]): void {
  writeStored(LOGOUT_OUTBOX.pendingKey, pending.length > 0 ? JSON.stringify(pending) : null);
}

function keep(token: string): void {
  writePending([...readPending().filter((entry) => entry.token !== token), { token, at: Date.now() }]);
}

function forget(token: string): void {
  writePending(readPending().filter((entry) => entry.token !== token));
}

/**
 * True once the logout is settled: the session ended (200), was already over (401), or the worker took
 * the logout over (202). No answer, or a server that could not decide (5xx, 429), leaves it to send again.
 */
const send = (token: string): Promise<boolean> =>
  logoutRequest(token).then(
    (answer) => logoutSettled(answer.status),
    () => false,
  );

/**
 * Ends `token`'s session on the server, now or later. It is written down first, so a page closed while
 * the request is on its way still sends it at the next start.
 */
export async function endSessionOnServer(token: string): Promise<void> {
  keep(token);
  if (await send(token)) forget(token);
}

let sending: Promise<void> | undefined;

async function sendEachPending(): Promise<void> {
  for (const { token } of readPending()) if (await send(token)) forget(token);
}

/** Sends the logouts this page kept, one after the other; a call while they are being sent joins it. */
export function sendPendingLogouts(): Promise<void> {
  sending ??= sendEachPending().finally(() => {
    sending = undefined;
  });
  return sending;
}
