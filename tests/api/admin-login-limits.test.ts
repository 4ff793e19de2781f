import { expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createRateLimits, RATE_LIMIT_RULES } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

// /admin/login signs in through POST /api/users/login: the admin door has the same limits as every login,
// at their real size, so guessing an admin's password is no cheaper than anyone else's, and a stranger's
// wrong guesses lock out only the stranger's address, not the admin.
describeEachDatabase('admin login attempts', (database) => {
  it('are limited per e-mail and address like any login: the real allowance of wrong passwords, then 429 there even for the right one', async () => {
    const t = apiClient(database(), {
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
      rateLimits: createRateLimits({ scale: 1 }),
    });
    const details = newPerson();
    const created = await createAdmin(database().db, details);
    expect(created.outcome).toBe('created');
    const attacker = { 'X-Forwarded-For': '198.51.100.80' };
    const wrong = () =>
      t.call('POST', '/users/login', { email: details.email, password: 'wrong password 1' }, undefined, attacker);
    const rule = RATE_LIMIT_RULES.loginPerEmailIp;
    for (let i = 0; i < rule.points; i++) expect((await wrong()).status).toBe(401);
    const refused = await t.call(
      'POST',
      '/users/login',
      { email: details.email, password: details.password },
      undefined,
      attacker,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(rule.durationSeconds / 60)));

    const admin = await t.call('POST', '/users/login', details, undefined, { 'X-Forwarded-For': '203.0.113.80' });
    expect(admin.status).toBe(200);
  });
});
