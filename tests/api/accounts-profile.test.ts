import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('accounts: profile and password change', (database) => {
  let t: ApiClient;

  beforeAll(() => {
    t = apiClient(database());
  });

  it('updates first name, last name and e-mail, and the new e-mail logs in', async () => {
    const person = newPerson();
    const user = await t.signUp(person);
    const token = await t.logIn(person);
    const email = `new.${Date.now()}@Example.TEST`;
    const res = await t.call<{ data: AccountUser }>(
      'PATCH',
      '/users/me',
      { firstName: ' Meera ', lastName: 'Iyer', email },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: { ...user, firstName: 'Meera', lastName: 'Iyer', email: email.toLowerCase() },
    });
    expect((await t.call('GET', '/users/me', undefined, token)).body.data).toEqual(res.body.data);
    expect(await t.logIn({ email, password: person.password })).toBeTruthy();

    const one = await t.call<{ data: AccountUser }>('PATCH', '/users/me', { lastName: 'Nair' }, token);
    expect(one.body.data).toMatchObject({ firstName: 'Meera', lastName: 'Nair' });
  });

  it('refuses an e-mail that another account uses with a neutral 409', async () => {
    const other = newPerson();
    await t.signUp(other);
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    const res = await t.call('PATCH', '/users/me', { email: other.email.toUpperCase() }, token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'conflict', message: ACCOUNT_MESSAGES.emailUnavailable });
    expect((await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token)).body.data.email).toBe(
      person.email,
    );
  });

  it.each([
    [{ phoneNumber: '9123456789' }, ACCOUNT_MESSAGES.phoneCannotChange],
    [{ firstName: 'Ok', phoneNumber: '9123456789' }, ACCOUNT_MESSAGES.phoneCannotChange],
    [{}, ACCOUNT_MESSAGES.nothingToUpdate],
    [{ role: 'admin' }, ACCOUNT_MESSAGES.nothingToUpdate],
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: 'x'.repeat(61) }, 'Last name must be at most 60 characters'],
    [{ email: 'nope' }, 'E-mail must be a valid e-mail address'],
  ])('refuses profile change %o with 400', async (body, message) => {
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    const res = await t.call('PATCH', '/users/me', body, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    const me = await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token);
    expect(me.body.data).toMatchObject({ role: 'user', phoneNumber: person.phoneNumber, firstName: person.firstName });
  });

  it('refuses a non-object body on a protected route with 400', async () => {
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    for (const body of ['{oops', '[]', '"x"']) {
      const res = await t.call('PATCH', '/users/me', body, token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message: ACCOUNT_MESSAGES.bodyMustBeJson });
    }
  });

  it('changes the password, signs out every other session and keeps this one', async () => {
    const person = newPerson();
    await t.signUp(person);
    const here = await t.logIn(person);
    const elsewhere = await t.logIn(person);
    const newPassword = 'a brand new secret';
    const res = await t.call('POST', '/users/change-password', { currentPassword: person.password, newPassword }, here);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });

    expect((await t.call('GET', '/users/me', undefined, here)).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/users/me', undefined],
      ['PATCH', '/users/me', { firstName: 'X' }],
      ['POST', '/users/change-password', { currentPassword: newPassword, newPassword: 'another secret!' }],
      ['POST', '/users/logout', undefined],
    ] as const) {
      const refused = await t.call(method, path, body, elsewhere);
      expect(refused.status, `${method} ${path}`).toBe(401);
      expect(refused.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
    }
    const old = await t.call('POST', '/users/login', { email: person.email, password: person.password });
    expect(old.status).toBe(401);
    expect(await t.logIn({ email: person.email, password: newPassword })).toBeTruthy();
  });

  it.each([
    [{ currentPassword: 'wrong password', newPassword: 'whatever123' }, 400, ACCOUNT_MESSAGES.currentPasswordIncorrect],
    [{ newPassword: 'whatever123' }, 400, 'Current password is required'],
    [{ currentPassword: 'x' }, 400, 'New password is required'],
    [{ currentPassword: 'x', newPassword: 'short' }, 400, 'New password must be at least 8 characters'],
  ])('refuses password change %o', async (body, status, message) => {
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    const res = await t.call('POST', '/users/change-password', body, token);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    expect(await t.logIn(person)).toBeTruthy();
  });

  it('refuses a new password equal to the current one', async () => {
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    const res = await t.call(
      'POST',
      '/users/change-password',
      { currentPassword: person.password, newPassword: person.password },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: ACCOUNT_MESSAGES.newPasswordSameAsCurrent,
    });
  });
});
