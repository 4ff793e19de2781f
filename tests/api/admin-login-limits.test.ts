import { expect, it } from 'vitest';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createRateLimits, RATE_LIMIT_RULES } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { describeEachDatabase } from '../helpers/database';
import { accountsTestApp, newPerson } from './accounts-support';

// /admin/login signs in through POST /api/users/login: the admin door has the same per-e-mail limit as
// every login, at its real size, so guessing an admin's password is no cheaper than anyone else's.
describeEachDatabase('admin login attempts', (database) => {
  it('are limited per e-mail like any login: the real allowance of wrong passwords, then 429 even for the right one', async () => {
    const t = accountsTestApp(database(), { rateLimits: createRateLimits({ scale: 1 }) });
    const details = newPerson();
    const created = await createAdmin(database().db, details);
    expect(created.outcome).toBe('created');
    const wrong = () => t.call('POST', '/users/login', { email: details.email, password: 'wrong password 1' });
    for (let i = 0; i < RATE_LIMIT_RULES.loginPerEmail.points; i++) expect((await wrong()).status).toBe(401);
    const refused = await t.call('POST', '/users/login', { email: details.email, password: details.password });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      ACCOUNT_MESSAGES.tooManyAttempts(Math.ceil(RATE_LIMIT_RULES.loginPerEmail.durationSeconds / 60)),
    );
  });
});
