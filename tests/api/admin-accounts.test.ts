import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { type AdminInput, createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { registerSchema } from '../../src/shared/accounts/account-schemas';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { ADMIN_ACCOUNT_MESSAGES } from '../../src/shared/admin/admin-account-messages';
import { SYSTEM_ACTOR_ID } from '../../src/shared/admin/admin-audit-actions';
import { MODERATION_MESSAGES } from '../../src/shared/admin/moderation-contract';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('createAdmin (npm run admin:create)', (database) => {
  let t: ReturnType<typeof adminTestApp>;

  const db = () => database().db;
  // In the table: the account as the CLI stored it (role, password hash), which no answer shows.
  const accountsWith = async (email: string) =>
    db().select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  /** An admin-only call: 404 for an unknown listing means the caller got past the admin check. */
  const adminCall = (token: string) => t.call('POST', '/admin/properties/999999999/approve', undefined, token);
  const logIn = (email: string, password: string) =>
    t.call<{ data: { token: string; user: AccountUser } }>('POST', '/users/login', { email, password });

  beforeAll(() => {
    t = adminTestApp(database());
  });

  it('creates an admin who logs in through the API and passes the admin check', async () => {
    const details = newPerson({ email: `  Asha.Rao.${Date.now()}@Example.IN ` });
    const result = await createAdmin(db(), details);
    expect(result.outcome).toBe('created');
    const email = details.email.trim().toLowerCase();
    const [stored] = await accountsWith(email);
    expect(stored).toMatchObject({ email, role: 'admin', status: 'active', firstName: 'Asha' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain(details.password);

    const login = await logIn(email, details.password);
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ email, role: 'admin', isSeller: false });
    const allowed = await adminCall(login.body.data.token);
    expect(allowed.status).toBe(404);
    expect(allowed.body.message).toBe(MODERATION_MESSAGES.notFound('property'));

    expect(await auditOf(database(), 'user', stored?.id ?? 0)).toEqual([
      {
        actorId: SYSTEM_ACTOR_ID,
        action: 'user.create_admin',
        entityType: 'user',
        entityId: String(stored?.id),
        before: null,
        after: { role: 'admin', email, phoneNumber: details.phoneNumber },
      },
    ]);
  });

  it('asks for a password before creating anyone, and a second run changes nothing', async () => {
    const details = newPerson();
    const { password, ...identity } = details;
    expect(await createAdmin(db(), identity)).toEqual({ outcome: 'needs-password' });
    expect(await accountsWith(details.email)).toEqual([]);

    expect((await createAdmin(db(), details)).outcome).toBe('created');
    const again = await createAdmin(db(), { ...details, password: 'another password entirely' });
    expect(again.outcome).toBe('already-admin');
    expect((await logIn(details.email, password)).status).toBe(200);
    expect(await auditOf(database(), 'user', (await accountsWith(details.email))[0]?.id ?? 0)).toHaveLength(1);
  });

  it('promotes an existing account only once confirmed; it keeps its password and its session gains access', async () => {
    const details = newPerson();
    const user = await t.signUp(details);
    const token = await t.logIn(details);
    expect((await adminCall(token)).body).toEqual({
      success: false,
      code: 'forbidden',
      message: ACCOUNT_MESSAGES.adminOnly,
    });

    // Found by its phone number alone: the operator is shown which account it is.
    const asked = await createAdmin(db(), { ...newPerson(), phoneNumber: details.phoneNumber });
    expect(asked).toEqual({ outcome: 'needs-confirmation', user: expect.objectContaining({ id: user.id }) });
    expect((await accountsWith(details.email))[0]?.role).toBe('user');
    expect(await auditOf(database(), 'user', user.id)).toEqual([]);

    const promoted = await createAdmin(db(), { ...details, password: undefined }, { promoteExisting: true });
    expect(promoted).toEqual({ outcome: 'promoted', user: expect.objectContaining({ id: user.id, role: 'admin' }) });
    expect((await adminCall(token)).status).toBe(404);
    expect((await logIn(details.email, details.password)).status).toBe(200);
    expect(await auditOf(database(), 'user', user.id)).toEqual([
      {
        actorId: SYSTEM_ACTOR_ID,
        action: 'user.promote_admin',
        entityType: 'user',
        entityId: String(user.id),
        before: { role: 'user' },
        after: { role: 'admin' },
      },
    ]);
  });

  it('refuses details of two different accounts, and blocked or deleted accounts', async () => {
    const a = newPerson();
    const b = newPerson();
    await t.signUp(a);
    await t.signUp(b);
    const mixed = createAdmin(db(), { ...a, phoneNumber: b.phoneNumber }, { promoteExisting: true });
    await expect(mixed).rejects.toThrow(ADMIN_ACCOUNT_MESSAGES.twoAccounts);

    for (const [status, message] of [
      ['blocked', ADMIN_ACCOUNT_MESSAGES.accountBlocked],
      ['deleted', ADMIN_ACCOUNT_MESSAGES.accountDeleted],
    ] as const) {
      const person = newPerson();
      await t.signUp(person);
      await db().update(users).set({ status }).where(eq(users.email, person.email));
      await expect(createAdmin(db(), person, { promoteExisting: true })).rejects.toThrow(message);
      expect((await accountsWith(person.email))[0]?.role).toBe('user');
    }
    expect((await accountsWith(a.email))[0]?.role).toBe('user');
    expect((await accountsWith(b.email))[0]?.role).toBe('user');
  });

  it('refuses what registration refuses, with the same messages, and stores nothing', async () => {
    const bad: Partial<AdminInput>[] = [
      { phoneNumber: '12345' },
      { phoneNumber: '5123456789' },
      { email: 'not-an-email' },
      { firstName: '   ' },
      { lastName: 'x'.repeat(61) },
      { password: 'short' },
    ];
    for (const change of bad) {
      const input = { ...newPerson(), ...change };
      const expected = registerSchema.safeParse(input).error?.issues[0]?.message;
      expect(expected, JSON.stringify(change)).toBeTruthy();
      await expect(createAdmin(db(), input), JSON.stringify(change)).rejects.toThrow(expected as string);
      expect(await accountsWith(input.email)).toEqual([]);
    }
    await expect(createAdmin(db(), { ...newPerson(), phoneNumber: '12345' })).rejects.toThrow(
      'Mobile number must be exactly 10 digits',
    );
  });

  it('two runs at once create one admin', async () => {
    const details = newPerson();
    const results = await Promise.all([createAdmin(db(), details), createAdmin(db(), details)]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['already-admin', 'created']);
    expect(await accountsWith(details.email)).toHaveLength(1);
  });
});
