/**
 * The client every API test drives the app with: the real app in-process, with a recorded SMS outbox and
 * a movable clock, JSON calls that check every reply for leaked internals and hold it to the OpenAPI
 * document (answer-contract.ts), and sign-up/login shortcuts.
 * The feature helpers (seller-api.ts, admin-api.ts, ...) build on it.
 */
import { expect } from 'vitest';
import type { CreateAppOptions } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { checkAnswer } from './answer-contract';
import { createTestApp, recordingSms } from './app';

let sequence = 0;
const runTag = Date.now().toString(36);

/** Fresh sign-up details: a unique Indian mobile number and e-mail each call. */
export function newPerson(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'password', string>> = {},
) {
  sequence += 1;
  const phone = `9${String((Date.now() % 100_000) * 1000 + sequence)
    .padStart(9, '0')
    .slice(-9)}`;
  return {
    firstName: 'Asha',
    lastName: `Verma${sequence}`,
    email: `asha.${runTag}.${sequence}@example.test`,
    phoneNumber: phone,
    password: 'correct horse battery',
    ...overrides,
  };
}
export type Person = ReturnType<typeof newPerson>;

export interface Reply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { success: boolean; message: string };
}

/** Nothing in a reply may look like a stack trace, SQL or a driver error. */
export function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bat\s+\S+\s+\(?\S+:\d+:\d+\)?/);
  expect(text).not.toMatch(/\.(ts|js|mjs):\d+/);
  expect(text).not.toMatch(/\b(select|insert into|update \S+ set|delete from)\b/i);
  expect(text).not.toMatch(/stack|SQLSTATE|duplicate key|violates|constraint|argon2|\$argon/i);
}

/**
 * The real app on `database` and a caller of its JSON API. Rate limits are 100 times the product's (these
 * suites are about behaviour; rate-limits.test.ts is about the limits); `options` replace any dependency.
 */
export function apiClient(database: DatabaseHandle, options: Partial<CreateAppOptions> = {}) {
  const sms = recordingSms();
  let offsetMs = 0;
  const app = createTestApp(database, {
    sms,
    rateLimits: createRateLimits({ scale: 100 }),
    now: () => new Date(Date.now() + offsetMs),
    ...options,
  });

  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await app.request(`/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    expectNoInternals(text);
    expect(res.headers.get('content-type')).toContain('application/json');
    const parsed = JSON.parse(text);
    checkAnswer(method, `/api${path}`, res.status, parsed);
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** The code of the newest SMS to `phone`, or undefined. */
  const lastOtp = (phone: string): string | undefined =>
    sms.sent
      .filter((m) => m.to === phone)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];

  const register = (person: Person) => call('POST', '/users/register', person);

  async function signUp(person: Person = newPerson()): Promise<AccountUser> {
    const registered = await register(person);
    expect(registered.status).toBe(200);
    const verified = await call<{ data: { user: AccountUser } }>('POST', '/users/register/verify-otp', {
      phoneNumber: person.phoneNumber,
      otp: lastOtp(person.phoneNumber),
    });
    expect(verified.status).toBe(201);
    return verified.body.data.user;
  }

  async function logIn(person: Pick<Person, 'email' | 'password'>): Promise<string> {
    const res = await call<{ data: { token: string } }>('POST', '/users/login', {
      email: person.email,
      password: person.password,
    });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }

  return {
    app,
    sms,
    call,
    lastOtp,
    register,
    signUp,
    logIn,
    /** Moves the app's clock forward by `ms`. */
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
