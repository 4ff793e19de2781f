/**
 * A pending sign-up belongs to whoever started it: a stranger registering the same number with other
 * details never replaces it while it is live, and its OTP only ever creates the account it was sent for.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { MESSAGES } from '../../src/shared/messages';
import { type ApiClient, apiClient, newPerson, type Person } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const PAST_COOLDOWN_MS = (OTP_RESEND_COOLDOWN_SECONDS + 1) * 1000;
const PAST_LIFE_MS = (OTP_TTL_SECONDS + 1) * 1000;

describeEachDatabase('accounts: a pending sign-up cannot be taken over', (database) => {
  let t: ApiClient;
  beforeAll(() => {
    t = apiClient(database(), { env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }) });
  });
  /** Our proxy's view of a caller at `ip`. */
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const registerFrom = (person: Person, ip: string) => t.call('POST', '/users/register', person, undefined, from(ip));
  const verify = (phoneNumber: string, otp: string | undefined, ip = '203.0.113.10') =>
    t.call<{ data: { user: AccountUser } }>(
      'POST',
      '/users/register/verify-otp',
      { phoneNumber, otp },
      undefined,
      from(ip),
    );
  // In the table: no answer says which account holds a phone number.
  const accountsOn = async (phone: string) =>
    (
      (await database().db.execute(sql`select email from users where phone_number = ${phone}`)) as unknown as {
        rows: { email: string }[];
      }
    ).rows.map((row) => row.email);

  it('refuses a stranger’s details while the owner’s sign-up is live, and the owner’s OTP creates the owner’s account', async () => {
    const owner = newPerson();
    const stranger = newPerson({ phoneNumber: owner.phoneNumber, password: 'the stranger’s password' });
    expect((await registerFrom(owner, '203.0.113.10')).status).toBe(200);
    const ownersOtp = t.lastOtp(owner.phoneNumber);
    const textsBefore = t.sms.sent.length;

    // The takeover sequence: past the resend wait, the stranger registers the owner's number.
    t.advance(PAST_COOLDOWN_MS);
    const taken = await registerFrom(stranger, '198.51.100.66');
    expect(taken.status).toBe(409);
    const left = Number(taken.headers.get('retry-after'));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(OTP_TTL_SECONDS - OTP_RESEND_COOLDOWN_SECONDS);
    expect(taken.body).toEqual({
      success: false,
      code: 'conflict',
      message: ACCOUNT_MESSAGES.signUpPending(Math.ceil(left / 60)),
    });
    expect(t.sms.sent.length).toBe(textsBefore);

    const verified = await verify(owner.phoneNumber, ownersOtp);
    expect(verified.status).toBe(201);
    expect(verified.body.data.user.email).toBe(owner.email);
    expect(await accountsOn(owner.phoneNumber)).toEqual([owner.email]);
    expect(await t.logIn(owner)).toBeTruthy();
    expect((await t.call('POST', '/users/login', { email: stranger.email, password: stranger.password })).status).toBe(
      401,
    );
  });

  it('keeps the owner’s sign-up after a stranger spends its OTP tries: the owner registers again and completes', async () => {
    const owner = newPerson();
    const stranger = newPerson({ phoneNumber: owner.phoneNumber });
    await registerFrom(owner, '203.0.113.11');
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await verify(owner.phoneNumber, '000000', '198.51.100.67');
    t.advance(PAST_COOLDOWN_MS);
    expect((await registerFrom(stranger, '198.51.100.67')).status).toBe(409);

    // "Too many wrong OTP attempts. Please register again.": the same details send a new OTP for the same sign-up.
    expect((await registerFrom({ ...owner, firstName: 'Ashaa' }, '203.0.113.11')).status).toBe(200);
    const verified = await verify(owner.phoneNumber, t.lastOtp(owner.phoneNumber));
    expect(verified.status).toBe(201);
    expect(verified.body.data.user).toMatchObject({ email: owner.email, firstName: 'Ashaa' });
  });

  it('lets other details start a sign-up once the pending one has lapsed, and each OTP creates only its own', async () => {
    const first = newPerson();
    const second = newPerson({ phoneNumber: first.phoneNumber });
    await registerFrom(first, '203.0.113.12');
    const firstOtp = t.lastOtp(first.phoneNumber);
    t.advance(PAST_LIFE_MS);
    expect((await registerFrom(second, '203.0.113.13')).status).toBe(200);
    const secondOtp = t.lastOtp(first.phoneNumber);
    if (firstOtp !== secondOtp) expect((await verify(first.phoneNumber, firstOtp)).status).toBe(400);
    const verified = await verify(first.phoneNumber, secondOtp);
    expect(verified.status).toBe(201);
    expect(await accountsOn(first.phoneNumber)).toEqual([second.email]);
  });

  it('refuses the same e-mail with another password as other details', async () => {
    const owner = newPerson();
    await registerFrom(owner, '203.0.113.14');
    t.advance(PAST_COOLDOWN_MS);
    const guessed = await registerFrom({ ...owner, password: 'not the owner’s password' }, '198.51.100.68');
    expect(guessed.status).toBe(409);
    expect((await verify(owner.phoneNumber, t.lastOtp(owner.phoneNumber))).status).toBe(201);
    expect(await t.logIn(owner)).toBeTruthy();
  });

  it('answers a resend with the same details within the wait with 429, and after it with a new OTP', async () => {
    const owner = newPerson();
    await registerFrom(owner, '203.0.113.15');
    expect((await registerFrom(owner, '203.0.113.15')).body.message).toMatch(/^Please wait \d+ seconds/);
    t.advance(PAST_COOLDOWN_MS);
    expect((await registerFrom(owner, '203.0.113.16')).status).toBe(200);
    expect((await verify(owner.phoneNumber, t.lastOtp(owner.phoneNumber))).body.message).toBe(
      MESSAGES.registrationSuccess,
    );
  });
});
