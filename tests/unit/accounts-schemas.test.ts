import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyOtpSchema,
} from '../../src/shared/accounts/account-schemas';
import { accountUserSchema } from '../../src/shared/accounts/account-types';
import { MESSAGES } from '../../src/shared/messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const form = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  password: 'long enough',
  confirmPassword: 'long enough',
};

describe('the shared account schemas', () => {
  it('trim names, lower-case e-mails and keep passwords as typed', () => {
    const body = registerSchema.parse({
      ...form,
      firstName: '  Asha ',
      email: ' Asha@Example.IN ',
      password: ' spaced pw ',
    });
    const { confirmPassword: _, ...sent } = form;
    expect(body).toStrictEqual({ ...sent, email: 'asha@example.in', password: ' spaced pw ' });
  });

  it('require confirmPassword to match in the sign-up form (the product’s message)', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
    expect(firstMessage(registerFormSchema.safeParse({ ...form, confirmPassword: 'different!' }))).toBe(
      MESSAGES.passwordsDoNotMatch,
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...form, confirmPassword: '' }))).toBe(
      'Confirm password is required',
    );
  });

  it.each([['   98765 43210'], ['+919876543210'], ['09876543210'], ['987654321']])('refuse phone %s', (phoneNumber) => {
    expect(firstMessage(registerSchema.safeParse({ ...form, phoneNumber }))).toBe(
      'Mobile number must be exactly 10 digits',
    );
  });

  it('check the OTP shape', () => {
    expect(verifyOtpSchema.safeParse({ phoneNumber: '9876543210', otp: ' 012345 ' })).toMatchObject({
      success: true,
      data: { otp: '012345' },
    });
    expect(firstMessage(verifyOtpSchema.safeParse({ phoneNumber: '9876543210', otp: '1234567' }))).toBe(
      'OTP must be 6 digits',
    );
  });

  it('need a mobile number or e-mail and a password to log in', () => {
    expect(firstMessage(loginSchema.safeParse({ password: 'x' }))).toBe('Mobile number or e-mail is required');
    expect(firstMessage(loginSchema.safeParse({ login: 'a@b.in' }))).toBe('Password is required');
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.in' }))).toBe('Password is required');
  });

  it.each([
    ['9876543210', { phoneNumber: '9876543210' }],
    ['+91 98765 43210', { phoneNumber: '9876543210' }],
    ['098765-43210', { phoneNumber: '9876543210' }],
    ['(+91) 98765.43210', { phoneNumber: '9876543210' }],
    [' Asha@Example.IN ', { email: 'asha@example.in' }],
  ])('read the login %o as the account it names', (login, account) => {
    expect(loginSchema.parse({ login, password: 'x' })).toEqual({ account, password: 'x' });
    expect(loginSchema.parse({ email: login, password: 'x' })).toEqual({ account, password: 'x' });
  });

  it.each(['98765', '1234567890', '+1 415 555 0100', 'asha@', 'asha at example.in'])(
    'refuse the login %o, saying what the field takes',
    (login) => {
      expect(firstMessage(loginSchema.safeParse({ login, password: 'x' }))).toBe(
        'Mobile number or e-mail must be a valid e-mail address or a 10-digit mobile number',
      );
    },
  );

  it('need at least one field for a profile change and ignore unknown ones', () => {
    expect(updateProfileSchema.parse({ lastName: 'Rao', role: 'admin' })).toEqual({ lastName: 'Rao' });
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
  });

  it('name every field by the label on the screen, never by its API name', () => {
    const fieldNames = /\b(firstName|lastName|phoneNumber|newPassword|currentPassword|confirmPassword|otp)\b/;
    const messages = [
      registerFormSchema.safeParse({}),
      verifyOtpSchema.safeParse({}),
      loginSchema.safeParse({}),
      resetPasswordSchema.safeParse({}),
      updateProfileSchema.safeParse({}),
    ].flatMap((parsed) => parsed.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages.length).toBeGreaterThan(8);
    for (const message of [...messages, ...Object.values(ACCOUNT_MESSAGES).filter((m) => typeof m === 'string')]) {
      expect(message).not.toMatch(fieldNames);
    }
  });

  it('check the new password of a reset', () => {
    expect(
      firstMessage(resetPasswordSchema.safeParse({ phoneNumber: '9876543210', otp: '123456', newPassword: 'x' })),
    ).toBe('New password must be at least 8 characters');
  });

  it('validate a stored user read back from the browser', () => {
    const user = {
      id: 1,
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      phoneNumber: '9876543210',
      role: 'user',
      isSeller: true,
      sellerType: 'Agent',
    };
    expect(accountUserSchema.parse(user)).toEqual(user);
    expect(accountUserSchema.safeParse({ ...user, sellerType: 'Broker' }).success).toBe(false);
  });
});
