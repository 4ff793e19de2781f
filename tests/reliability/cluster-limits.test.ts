/**
 * Brute force across a scaled-out deployment: two server processes A and B share PostgreSQL
 * and Redis, and an attacker spreads attempts over both and over many addresses. Each limit must hold for
 * the total, not once per process: login per e-mail, tries per OTP, OTPs per phone, enquiries per buyer.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from '../../src/server/lib/rate-limits';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-contract';
import { OTP_LENGTH } from '../../src/shared/limits';
import { MESSAGES } from '../../src/shared/messages';
import { type Cluster, startCluster } from '../helpers/cluster';
import {
  account,
  adminAccount,
  approve,
  call,
  clusterPerson,
  postFlat,
  type Reply,
  sellerAccount,
  setFreeListingQuota,
  signUp,
  smsCount,
} from '../helpers/cluster-api';
import { otpFor } from '../helpers/e2e-accounts';
import { printFigures } from '../helpers/print-figures';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ processes: 2 });
});
afterAll(() => cluster?.stop());

/** Node i of the alternation, named for the printed figures. */
const name = (i: number) => (i % 2 === 0 ? 'A' : 'B');

/** A 429 of a used-up allowance: Retry-After within the rule's window and the message that says when. */
function expectTooManyAttempts(reply: Reply, windowSeconds: number, message?: string): number {
  expect(reply.status).toBe(429);
  const retryAfter = Number(reply.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(reply.body).toEqual({
    success: false,
    code: 'rate_limited',
    message: message ?? ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(retryAfter / 60)),
  });
  return retryAfter;
}

/** Six-digit codes other than `otp`, all different. */
const wrongCodes = (otp: string, count: number) =>
  Array.from({ length: count + 1 }, (_, i) => String((Number(otp) + 1 + i * 7919) % 10 ** OTP_LENGTH))
    .map((code) => code.padStart(OTP_LENGTH, '0'))
    .filter((code) => code !== otp)
    .slice(0, count);

describe('two server processes, one PostgreSQL and one Redis: limits count the total', () => {
  it('refuses login for one e-mail after loginPerEmail attempts in total, alternated over A and B from many addresses', async () => {
    // The e-mail's ceiling over every address (each address alone has a much smaller allowance).
    const rule = RATE_LIMIT_RULES.loginPerEmail;
    const victim = clusterPerson(cluster);
    await signUp(cluster, victim);

    // The attacker also varies the spelling of the e-mail: it is one account, so one count.
    const spellings = [victim.email, victim.email.toUpperCase(), `  ${victim.email} `, `K${victim.email.slice(1)}`];
    for (let i = 0; i < rule.points; i += 1) {
      const reply = await call(cluster.node(i), 'POST', '/api/users/login', {
        body: { email: spellings[i % spellings.length], password: `guess number ${i}` },
        ip: cluster.ip(10 + i),
      });
      expect(reply.status, `attempt ${i + 1} on ${name(i)}`).toBe(401);
      expect(reply.body.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    }
    // One more on either process, from yet other addresses, even with the right password: refused.
    const refusals = [];
    for (let i = 0; i < 4; i += 1) {
      const reply = await call(cluster.node(i), 'POST', '/api/users/login', {
        body: { email: victim.email, password: victim.password },
        ip: cluster.ip(40 + i),
      });
      refusals.push(`${name(i)} ${reply.status} Retry-After ${expectTooManyAttempts(reply, rule.durationSeconds)} s`);
    }
    printFigures(
      `login per e-mail: ${rule.points} wrong passwords alternated A/B from ${rule.points} addresses, ${spellings.length} spellings of the e-mail -> 401; ` +
        `then ${refusals.join(', ')} (the right password included)`,
    );
  });

  it('kills a pending sign-up after OTP_MAX_ATTEMPTS wrong OTPs in total over A and B: the right OTP is refused after them', async () => {
    const person = clusterPerson(cluster);
    const sentAt = Date.now() - 1000;
    const a = cluster.node(0);
    expect((await call(a, 'POST', '/api/users/register', { body: person, ip: cluster.ip(50) })).status).toBe(200);
    const otp = await otpFor(a.dataDir, person.phoneNumber, sentAt);

    for (const [i, code] of wrongCodes(otp, OTP_MAX_ATTEMPTS).entries()) {
      const reply = await call(cluster.node(i), 'POST', '/api/users/register/verify-otp', {
        body: { phoneNumber: person.phoneNumber, otp: code },
        ip: cluster.ip(51 + i),
      });
      expect(reply.status, `wrong OTP ${i + 1} on ${name(i)}`).toBe(400);
      expect(reply.body).toEqual({ success: false, code: 'validation_failed', message: MESSAGES.otpInvalid });
    }
    // The sixth guess is the right code, on either process: refused, and no account exists.
    for (const i of [0, 1]) {
      const reply = await call(cluster.node(i), 'POST', '/api/users/register/verify-otp', {
        body: { phoneNumber: person.phoneNumber, otp },
        ip: cluster.ip(60 + i),
      });
      expect(reply.status, `the right OTP on ${name(i)}`).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: ACCOUNT_MESSAGES.otpTooManyAttempts,
      });
    }
    const stored = await cluster.sql.query('SELECT 1 FROM users WHERE phone_number = $1', [person.phoneNumber]);
    expect(stored.rowCount).toBe(0);
    printFigures(
      `OTP: ${OTP_MAX_ATTEMPTS} wrong codes alternated A/B -> 400 "${MESSAGES.otpInvalid}"; ` +
        `the right code 6th, on A and on B -> 400 "${ACCOUNT_MESSAGES.otpTooManyAttempts}"; no account`,
    );
  });

  it('checks exactly OTP_MAX_ATTEMPTS of many concurrent wrong OTPs sent to A and B at once', async () => {
    const person = clusterPerson(cluster);
    const sentAt = Date.now() - 1000;
    const b = cluster.node(1);
    expect((await call(b, 'POST', '/api/users/register', { body: person, ip: cluster.ip(70) })).status).toBe(200);
    const otp = await otpFor(b.dataDir, person.phoneNumber, sentAt);

    const guesses = wrongCodes(otp, 16);
    const replies = await Promise.all(
      guesses.map((code, i) =>
        call(cluster.node(i), 'POST', '/api/users/register/verify-otp', {
          body: { phoneNumber: person.phoneNumber, otp: code },
          ip: cluster.ip(71 + i),
        }),
      ),
    );
    const messages = replies.map((reply) => reply.body.message);
    expect(replies.every((reply) => reply.status === 400)).toBe(true);
    expect(messages.filter((m) => m === MESSAGES.otpInvalid)).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(messages.filter((m) => m === ACCOUNT_MESSAGES.otpTooManyAttempts)).toHaveLength(
      guesses.length - OTP_MAX_ATTEMPTS,
    );
    const right = await call(cluster.node(0), 'POST', '/api/users/register/verify-otp', {
      body: { phoneNumber: person.phoneNumber, otp },
      ip: cluster.ip(90),
    });
    expect(right.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: ACCOUNT_MESSAGES.otpTooManyAttempts,
    });
    printFigures(
      `OTP: ${guesses.length} concurrent wrong codes over A and B -> ${OTP_MAX_ATTEMPTS} checked, ` +
        `${guesses.length - OTP_MAX_ATTEMPTS} refused as too many; the right code after them refused`,
    );
  });

  it('makes an OTP unguessable within its lifetime: the best attacker stays below 1e-4', async () => {
    const codes = 10 ** OTP_LENGTH;
    // A new OTP for the phone (sign-up again, or forgot-password again) resets its tries: the attacker's
    // guesses are (OTPs they can have sent within one OTP's life) x (tries per OTP), each 1 in 10^6.
    const flows = {
      signUp: RATE_LIMIT_RULES.registerPerPhone,
      passwordReset: RATE_LIMIT_RULES.forgotPasswordPerPhone,
    };
    const figures = Object.entries(flows).map(([flow, rule]) => {
      // The per-phone window covers a whole OTP life, so it caps the OTPs sent within one.
      expect(rule.durationSeconds).toBeGreaterThanOrEqual(OTP_TTL_SECONDS);
      const otpsInLife = Math.min(rule.points, Math.floor(OTP_TTL_SECONDS / OTP_RESEND_COOLDOWN_SECONDS) + 1);
      const guesses = otpsInLife * OTP_MAX_ATTEMPTS;
      const probability = guesses / codes;
      expect(probability).toBeLessThan(1e-4);
      return `${flow}: ${otpsInLife} OTPs x ${OTP_MAX_ATTEMPTS} tries = ${guesses} guesses of ${codes} -> p <= ${probability.toExponential(1)}`;
    });

    // By requests: a burst over A and B from many addresses sends one text; the requests refused by the
    // resend wait count nothing, so they never use up the phone's allowance for its owner.
    const rule = RATE_LIMIT_RULES.registerPerPhone;
    const person = clusterPerson(cluster);
    const statuses: string[] = [];
    for (let i = 0; i <= 2 * rule.points; i += 1) {
      const reply = await call(cluster.node(i), 'POST', '/api/users/register', {
        body: person,
        ip: cluster.ip(100 + i),
      });
      statuses.push(`${name(i)} ${reply.status}`);
      if (i === 0) expect(reply.status).toBe(200);
      else expect(reply.body.message).toMatch(/^Please wait \d+ seconds/);
    }
    const sent = await Promise.all(cluster.nodes.map((node) => smsCount(node, person.phoneNumber)));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    printFigures(`OTP guessing: ${figures.join('; ')}`);
    printFigures(
      `sign-ups for one phone alternated A/B: ${statuses.join(', ')} (one text; the wait refusals count nothing)`,
    );
  });

  it('refuses the enquiry after ENQUIRY_LIMITS.perBuyerPerDay in total, sent one by one or all at once over A and B', async () => {
    const rule = RATE_LIMIT_RULES.enquiryPerBuyer;
    expect(rule.points).toBe(ENQUIRY_LIMITS.perBuyerPerDay);
    const admin = await adminAccount(cluster);
    await setFreeListingQuota(cluster, admin, 30);
    const seller = await sellerAccount(cluster);
    const ids: number[] = [];
    for (let i = 0; i < rule.points + 4; i += 1) {
      ids.push(await postFlat(cluster.node(i), seller, { title: `2 BHK flat number ${i + 1} near Arera Colony` }));
    }
    await approve(cluster, admin, ids);
    const enquire = (buyer: { token: string }, propertyId: number, i: number, ip: string) =>
      call(cluster.node(i), 'POST', '/api/enquiries', {
        body: { propertyId, message: 'Is the flat still available for a visit?', preferredTime: 'Evening' },
        token: buyer.token,
        ip,
      });

    const patient = await account(cluster);
    for (let i = 0; i < rule.points; i += 1) {
      const reply = await enquire(patient, ids[i] as number, i, cluster.ip(120 + i));
      expect(reply.status, `enquiry ${i + 1} on ${name(i)}`).toBe(201);
    }
    const over = await enquire(patient, ids[rule.points] as number, 1, cluster.ip(140));
    expectTooManyAttempts(over, rule.durationSeconds, ENQUIRY_MESSAGES.dailyLimit);

    const eager = await account(cluster);
    const burst = await Promise.all(ids.map((id, i) => enquire(eager, id, i, cluster.ip(150 + i))));
    const statuses = burst.map((reply) => reply.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(rule.points);
    for (const reply of burst.filter((r) => r.status !== 201)) {
      expectTooManyAttempts(reply, rule.durationSeconds, ENQUIRY_MESSAGES.dailyLimit);
    }
    const stored = await cluster.sql.query('SELECT buyer_id FROM enquiries WHERE buyer_id = ANY($1::bigint[])', [
      [patient.id, eager.id],
    ]);
    expect(stored.rowCount).toBe(2 * rule.points);
    printFigures(
      `enquiries per buyer: ${rule.points} alternated A/B -> 201, the next -> 429 "${ENQUIRY_MESSAGES.dailyLimit}"; ` +
        `${ids.length} at once over A and B -> ${rule.points} x 201, ${ids.length - rule.points} x 429; ` +
        `${stored.rowCount} enquiries stored for the two buyers`,
    );
  });
});
