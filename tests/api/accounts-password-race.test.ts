/**
 * Logins with the old password racing a password change or a reset. A login that read the old hash just
 * before the new one was stored may finish just after: its session must not outlive the change.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { type ApiClient, apiClient, newPerson, type Reply } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const LOGINS = 16;

describeEachDatabase('accounts: logins racing a password change or reset', (database) => {
  /** Logins with `password`, one every `gapMs` from now, while `change` runs meanwhile. */
  async function race(t: ApiClient, email: string, password: string, change: () => Promise<Reply>): Promise<string[]> {
    const logins = Array.from({ length: LOGINS }, (_, i) =>
      sleep(i * 4).then(() => t.call<{ data: { token: string } }>('POST', '/users/login', { email, password })),
    );
    const changed = change();
    const [done, ...replies] = await Promise.all([changed, ...logins]);
    expect(done.status).toBe(200);
    for (const reply of replies) expect([200, 401]).toContain(reply.status);
    const tokens = replies.filter((reply) => reply.status === 200).map((reply) => reply.body.data.token);
    // Some logins began before the change: the race is real, not vacuous.
    expect(tokens.length).toBeGreaterThan(0);
    return tokens;
  }

  async function expectSignedOut(t: ApiClient, tokens: string[]) {
    const answers = await Promise.all(tokens.map((token) => t.call('GET', '/users/me', undefined, token)));
    expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 401));
  }

  it('signs out every session made with the old password around change-password, and keeps the changer’s', async () => {
    const t = apiClient(database());
    for (let round = 0; round < 3; round++) {
      const person = newPerson();
      await t.signUp(person);
      const mine = await t.logIn(person);
      const newPassword = 'a brand new passphrase';
      const tokens = await race(t, person.email, person.password, () =>
        t.call('POST', '/users/change-password', { currentPassword: person.password, newPassword }, mine),
      );
      await expectSignedOut(t, tokens);
      expect((await t.call('GET', '/users/me', undefined, mine)).status).toBe(200);
      expect(await t.logIn({ email: person.email, password: newPassword })).toBeTruthy();
    }
  });

  it('signs out every session made with the old password around a password reset', async () => {
    const t = apiClient(database());
    for (let round = 0; round < 3; round++) {
      const person = newPerson();
      await t.signUp(person);
      t.advance(31_000); // the sign-up's OTP went out just now: past the resend wait
      expect((await t.call('POST', '/users/password/forgot', { phoneNumber: person.phoneNumber })).status).toBe(200);
      const otp = t.lastOtp(person.phoneNumber);
      const newPassword = 'a reset passphrase';
      const tokens = await race(t, person.email, person.password, () =>
        t.call('POST', '/users/password/reset', { phoneNumber: person.phoneNumber, otp, newPassword }),
      );
      await expectSignedOut(t, tokens);
      expect(await t.logIn({ email: person.email, password: newPassword })).toBeTruthy();
    }
  });
});
