/** Accounts for end-to-end tests: new people, their OTPs from the server's outbox, and sessions made over the API. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AccountUser } from '../../src/shared/accounts/account-types';

/** A person nobody has registered yet in this server's data folder. */
export function newPerson() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Meera',
    lastName: `Iyer${id.replace(/\d/g, '')}`,
    email: `meera.${id}@example.in`,
    phoneNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'sunlit balcony 42',
  };
}
export type Person = ReturnType<typeof newPerson>;

/** The latest OTP the console SMS provider wrote for `phone` (DATA_DIR/outbox.jsonl), waiting for it. */
export async function otpFor(dataDir: string, phone: string, notBefore = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const text = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
    const lines = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; text: string; at: string })
      .filter((line) => line.to.endsWith(phone) && Date.parse(line.at) >= notBefore);
    const otp = lines.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP for ${phone} in the outbox`);
}

async function post<T>(baseUrl: string, path: string, body: unknown, expected: number): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers, verifies and logs in a new person over the API, as the sign-up dialog would. */
export async function registerOverApi(baseUrl: string, dataDir: string, person: Person = newPerson()) {
  const startedAt = Date.now();
  await post(baseUrl, '/api/users/register', person, 200);
  const otp = await otpFor(dataDir, person.phoneNumber, startedAt - 1000);
  await post(baseUrl, '/api/users/register/verify-otp', { phoneNumber: person.phoneNumber, otp }, 201);
  const login = await post<{ data: { token: string; user: AccountUser } }>(
    baseUrl,
    '/api/users/login',
    { email: person.email, password: person.password },
    200,
  );
  return { person, token: login.data.token, user: login.data.user };
}

/** Stores a session in the page's storage as a login does (the page must be on the app's origin). */
export async function storeSessionIn(page: Page, session: { token: string; user: AccountUser }) {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}
