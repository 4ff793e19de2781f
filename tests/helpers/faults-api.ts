/**
 * The fault-injection suites talk to a real server process over loopback: JSON calls that never throw on
 * a lost connection (a killed server or a dead database is the point of those tests), and the people
 * and plans a marketplace needs, made through the API as a user would make them.
 */
import type { ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { MEDIA_UPLOAD_PATH, type UploadedPhoto } from '../../src/shared/media-upload';
import { validProfile } from '../fixtures/seller-listings';
import { newPerson, type Person, registerOverApi } from './e2e-accounts';
import { type Answer, call } from './loopback-call';
import { formWith, jpeg } from './media-api';

export { type Answer, call } from './loopback-call';

/** A call that must succeed with `status`; anything else fails the test with the answer. */
export async function ok<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  token: string | undefined,
  status = 200,
): Promise<T & { success: boolean; message?: string }> {
  const answer = await call<T>(baseUrl, method, path, body, { token });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body) ?? answer.error}`).toBe(status);
  if (!answer.body) throw new Error(`${method} ${path} answered without a body`);
  return answer.body;
}

export interface Session {
  token: string;
  user: AccountUser;
}

/** An admin made as `npm run admin:create` makes one, on the database before the server opens it. */
export async function createAdminIn(database: { url?: string; dataDir?: string }) {
  const details = newPerson();
  const handle = await openDatabase(
    database.url ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir: database.dataDir },
  );
  try {
    await handle.migrate();
    const result = await createAdmin(handle.db, details);
    if (result.outcome !== 'created') throw new Error(`expected a new admin, got ${result.outcome}`);
  } finally {
    await handle.close();
  }
  return details;
}

export async function logIn(baseUrl: string, person: { email: string; password: string }): Promise<Session> {
  const body = await ok<{ data: Session }>(baseUrl, 'POST', '/api/users/login', person, undefined);
  return body.data;
}

/** A session and the details its person signed up with (to log in again). */
export type Account = Session & { person: Person };

/** A buyer: registered with the OTP from the server's outbox, logged in. */
export const buyer = (baseUrl: string, dataDir: string): Promise<Account> => registerOverApi(baseUrl, dataDir);

/** A seller: a buyer who became an owner through the API. */
export async function seller(baseUrl: string, dataDir: string): Promise<Account> {
  const session = await buyer(baseUrl, dataDir);
  await ok(baseUrl, 'POST', '/api/sellers', validProfile(), session.token, 201);
  return session;
}

/** Uploads one generated photo (each `seed` a different picture) and answers its hash. */
export async function uploadPhoto(
  baseUrl: string,
  token: string,
  seed: number,
  timeoutMs?: number,
): Promise<Answer<{ data: UploadedPhoto }>> {
  return call<{ data: UploadedPhoto }>(baseUrl, 'POST', MEDIA_UPLOAD_PATH, formWith(await jpeg(160, 120, seed)), {
    token,
    timeoutMs,
  });
}

/** Runs `tasks` with at most `width` in flight, in order of the list. */
export async function runBounded(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task?.();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Counts by key, e.g. statuses, for the printed figures. */
export const tally = (values: readonly (string | number)[]): Record<string, number> =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    return counts;
  }, {});

/** Resolves with the exit code or signal once `child` has ended (at once when it already has). */
export const ended = (child: ChildProcess): Promise<number | NodeJS.Signals | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode ?? child.signalCode)
    : new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));

/** The fault suites print what each fault did and how the server took it. */
export { printFigures } from './print-figures';

/** The `data` of a successful answer, typed by the caller; a test error when there is none. */
export function dataOf<T>(answer: Answer<{ data?: unknown }> | undefined): T {
  const data = answer?.body?.data;
  if (data === undefined) throw new Error(`no data in the answer (status ${answer?.status})`);
  return data as T;
}
