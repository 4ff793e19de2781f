import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { formatPhone } from '../../src/shared/accounts/phone-number';
import { MESSAGES } from '../../src/shared/messages';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

type Rows = { rows: Record<string, unknown>[] };
/** Every sign-up's answer carries a token of the same shape, whatever the details. */
const RESEND_TOKEN = expect.stringMatching(/^[\w-]{43}$/);

describeEachDatabase('accounts: sign-up with an OTP', (database) => {
  let t: ApiClient;
  const rows = async (query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as Rows).rows;
  // In the table: no answer lists accounts by phone or e-mail, and none may be made before the OTP.
  const usersWith = (phone: string, email: string) =>
    rows(sql`select id from users where phone_number = ${phone} or lower(email) = lower(${email})`);
  const verify = (phoneNumber: string, otp: string | undefined) =>
    t.call('POST', '/users/register/verify-otp', { phoneNumber, otp });

  beforeAll(() => {
    t = apiClient(database());
  });

  it.each([
    [{ firstName: undefined }, 'First name is required'],
    [{ firstName: '   ' }, 'First name is required'],
    [{ firstName: 'x'.repeat(61) }, 'First name must be at most 60 characters'],
    [{ lastName: '' }, 'Last name is required'],
    [{ lastName: 42 }, 'Last name is required'],
    [{ email: undefined }, 'E-mail is required'],
    [{ email: 'not-an-email' }, 'E-mail must be a valid e-mail address'],
    [{ email: `${'a'.repeat(250)}@x.in` }, 'E-mail must be at most 254 characters'],
    [{ phoneNumber: undefined }, 'Mobile number is required'],
    [{ phoneNumber: '98765' }, 'Mobile number must be exactly 10 digits'],
    [{ phoneNumber: '98765432101' }, 'Mobile number must be exactly 10 digits'],
    [{ phoneNumber: '98765-4321' }, 'Mobile number must be exactly 10 digits'],
    [{ phoneNumber: 9876543210 }, 'Mobile number is required'],
    [{ phoneNumber: '1234567890' }, 'Mobile number must be an Indian mobile number starting with 6, 7, 8 or 9'],
    [{ password: undefined }, 'Password is required'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('refuses %o with a message naming the field', async (change, message) => {
    const res = await t.register({ ...newPerson(), ...change } as ReturnType<typeof newPerson>);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
  });

  it.each([
    ['malformed JSON', '{"firstName": '],
    ['an array', '[1, 2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['nothing', ''],
  ])('refuses %s as a body with 400', async (_, body) => {
    const res = await t.call('POST', '/users/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: ACCOUNT_MESSAGES.bodyMustBeJson });
  });

  it.each([
    [{ otp: undefined }, 'OTP is required'],
    [{ otp: '12345' }, 'OTP must be 6 digits'],
    [{ otp: '12a456' }, 'OTP must be 6 digits'],
    [{ phoneNumber: '123' }, 'Mobile number must be exactly 10 digits'],
  ])('verify-otp refuses %o', async (change, message) => {
    const res = await t.call('POST', '/users/register/verify-otp', {
      phoneNumber: '9876543210',
      otp: '123456',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
  });

  it('registers, keeps only hashes while pending, and creates the account on the right OTP (201)', async () => {
    const person = newPerson({ firstName: '  Ravi ', email: ` Ravi.${Date.now()}@Example.TEST ` });
    const res = await t.register(person);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MESSAGES.otpSent(formatPhone(person.phoneNumber)),
      data: { phoneNumber: person.phoneNumber, expiresInSeconds: OTP_TTL_SECONDS, resendToken: RESEND_TOKEN },
    });
    const otp = t.lastOtp(person.phoneNumber);
    expect(otp).toMatch(/^\d{6}$/);

    const [pending] = await rows(sql`select * from pending_registrations where phone_number = ${person.phoneNumber}`);
    expect(pending?.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(pending)).not.toContain(person.password);
    expect(JSON.stringify(pending)).not.toContain(otp);
    expect(await usersWith(person.phoneNumber, person.email.trim())).toHaveLength(0);

    const verified = await verify(person.phoneNumber, otp);
    expect(verified.status).toBe(201);
    const user = (verified.body as unknown as { data: { user: AccountUser } }).data.user;
    expect(verified.body).toMatchObject({ success: true, message: MESSAGES.registrationSuccess });
    expect(user).toEqual({
      id: expect.any(Number),
      firstName: 'Ravi',
      lastName: person.lastName,
      email: person.email.trim().toLowerCase(),
      phoneNumber: person.phoneNumber,
      role: 'user',
      isSeller: false,
      sellerType: null,
    });
    expect(
      await rows(sql`select 1 from pending_registrations where phone_number = ${person.phoneNumber}`),
    ).toHaveLength(0);
    // The OTP is spent: the same code again finds no registration.
    expect((await verify(person.phoneNumber, otp)).body.message).toBe(MESSAGES.registrationSessionExpired);
    expect(await t.logIn({ email: person.email.trim(), password: person.password })).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a registered e-mail or phone at once with a 409 saying which, texting nobody', async () => {
    const existing = newPerson();
    await t.signUp(existing);
    const sentBefore = t.sms.sent.length;
    const samePhone = newPerson({ phoneNumber: existing.phoneNumber });
    const sameEmail = newPerson({ email: existing.email.toUpperCase() });

    const byPhone = await t.register(samePhone);
    expect(byPhone.status).toBe(409);
    expect(byPhone.body).toEqual({ success: false, code: 'conflict', message: ACCOUNT_MESSAGES.phoneRegistered });
    const byEmail = await t.register(sameEmail);
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toEqual({ success: false, code: 'conflict', message: ACCOUNT_MESSAGES.emailRegistered });
    expect(t.sms.sent.length).toBe(sentBefore);
    expect(
      await rows(sql`select 1 from pending_registrations where phone_number in
      (${samePhone.phoneNumber}, ${sameEmail.phoneNumber})`),
    ).toHaveLength(0);

    // A free e-mail and number still get their OTP.
    const fresh = newPerson();
    const res = await t.register(fresh);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MESSAGES.otpSent(formatPhone(fresh.phoneNumber)),
      data: { phoneNumber: fresh.phoneNumber, expiresInSeconds: OTP_TTL_SECONDS, resendToken: RESEND_TOKEN },
    });
  });

  it('refuses at verify-otp an e-mail that got its account while the OTP was on its way, and makes nothing', async () => {
    const first = newPerson();
    const second = newPerson({ email: first.email });
    expect((await t.register(first)).status).toBe(200);
    await t.signUp(second);
    const clash = await verify(first.phoneNumber, t.lastOtp(first.phoneNumber));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ success: false, code: 'conflict', message: ACCOUNT_MESSAGES.detailsUnavailable });
    expect(await usersWith(first.phoneNumber, first.email)).toHaveLength(1);
  });

  it('refuses a wrong OTP, counts attempts, and refuses the sixth attempt even with the right code', async () => {
    const person = newPerson();
    await t.register(person);
    const otp = t.lastOtp(person.phoneNumber) as string;
    const wrong = otp === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS; attempt++) {
      const res = await verify(person.phoneNumber, wrong);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message: MESSAGES.otpInvalid });
    }
    const sixth = await verify(person.phoneNumber, otp);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: ACCOUNT_MESSAGES.otpTooManyAttempts,
    });
    expect(sixth.body.message).toContain('register again');
    expect(await usersWith(person.phoneNumber, person.email)).toHaveLength(0);
  });

  it('refuses an expired OTP, and registering again (after the cooldown) sends a new one that works', async () => {
    const person = newPerson();
    await t.register(person);
    const otp = t.lastOtp(person.phoneNumber);
    t.advance((OTP_TTL_SECONDS + 1) * 1000);
    const res = await verify(person.phoneNumber, otp);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: ACCOUNT_MESSAGES.otpExpired });

    expect((await t.register(person)).status).toBe(200);
    const fresh = t.lastOtp(person.phoneNumber);
    expect((await verify(person.phoneNumber, fresh)).status).toBe(201);
  });

  it('refuses a verification with no pending registration', async () => {
    const res = await verify(newPerson().phoneNumber, '123456');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: MESSAGES.registrationSessionExpired,
    });
  });

  it('keeps a resend cooldown: registering the same number again too soon is a 429 with Retry-After', async () => {
    const person = newPerson();
    expect((await t.register(person)).status).toBe(200);
    const first = t.lastOtp(person.phoneNumber);
    t.advance(10_000);
    const again = await t.register(person);
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS - 11);
    expect(retryAfter).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS - 9);
    expect(again.body).toEqual({
      success: false,
      code: 'rate_limited',
      message: ACCOUNT_MESSAGES.otpResendWait(retryAfter),
    });
    // The first OTP still works meanwhile; after the cooldown a new one replaces it.
    t.advance(OTP_RESEND_COOLDOWN_SECONDS * 1000);
    expect((await t.register(person)).status).toBe(200);
    const second = t.lastOtp(person.phoneNumber);
    if (first !== second) expect((await verify(person.phoneNumber, first)).body.message).toBe(MESSAGES.otpInvalid);
    expect((await verify(person.phoneNumber, second)).status).toBe(201);
  });

  it('creates exactly one account when the same OTP is submitted twice at once', async () => {
    const person = newPerson();
    await t.register(person);
    const otp = t.lastOtp(person.phoneNumber);
    const results = await Promise.all([1, 2, 3].map(() => verify(person.phoneNumber, otp)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) {
      expect(r.body.message).toBe(MESSAGES.registrationSessionExpired);
    }
    expect(await usersWith(person.phoneNumber, person.email)).toHaveLength(1);
  });
});
