/**
 * Getting back into an account: 'Forgot password?' from the login dialog (OTP by SMS, a new password,
 * every session ended, then the login), signing up again with details that already have an account (said
 * on the form, with the way to log in or reset), and the OTP step's countdown to 'Resend OTP' and a reload
 * that keeps the step.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { AUTH_COPY, FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../src/shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { formatPhone } from '../../src/shared/accounts/phone-number';
import { MOBILE_BREAKPOINT_PX } from '../../src/shared/limits';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { newPerson, otpFor, registerOverApi } from '../helpers/e2e-accounts';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openLogin(page: Page) {
  await page.goto(PATHS.about);
  const header = page.getByRole('banner');
  if ((page.viewportSize()?.width ?? DESKTOP.width) < MOBILE_BREAKPOINT_PX)
    await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByRole('button', { name: HEADER_LABELS.login }).click();
  return dialog(page, AUTH_COPY.loginTitle);
}

/** The texts the server's SMS outbox holds for `phone`. */
async function textsTo(dataDir: string, phone: string): Promise<string[]> {
  const lines = (await readFile(join(dataDir, 'outbox.jsonl'), 'utf8')).split('\n').filter(Boolean);
  return lines
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to.endsWith(phone))
    .map((m) => m.text);
}

const countdown = new RegExp(`^${AUTH_COPY.resendIn(0).replace('0', '(\\d+)')}$`);

describeInBrowser('accounts: forgotten password and signing up again', (e2e) => {
  it('resets a forgotten password from the login dialog: OTP, new password, every session ended, log in', async () => {
    const { person, token } = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    const login = await openLogin(page);
    await login.getByRole('button', { name: AUTH_COPY.forgotPassword }).click();

    const reset = dialog(page, AUTH_COPY.resetTitle);
    await reset.getByLabel(FIELD_LABELS.phoneNumber).fill(`+91 ${person.phoneNumber}`);
    const askedAt = Date.now() - 1000;
    await reset.getByRole('button', { name: AUTH_COPY.resetSendOtp }).click();
    await reset.getByText(AUTH_COPY.resetOtpIntro(person.phoneNumber)).waitFor();
    const resend = reset.getByRole('button', { name: countdown });
    expect(await resend.isDisabled()).toBe(true);

    const otp = await otpFor(e2e.dataDir, person.phoneNumber, askedAt);
    await reset.getByLabel(MESSAGES.otpLabel).fill(otp);
    // The same password as now: refused in the form's words, and the OTP still works after.
    await reset.getByLabel(FIELD_LABELS.newPassword, { exact: true }).fill(person.password);
    await reset.getByLabel(FIELD_LABELS.confirmNewPassword).fill(person.password);
    await reset.getByRole('button', { name: AUTH_COPY.resetSubmit }).click();
    await reset.getByText(ACCOUNT_MESSAGES.newPasswordSameAsCurrent).waitFor();

    const fresh = 'monsoon terrace 77';
    await reset.getByLabel(FIELD_LABELS.newPassword, { exact: true }).fill(fresh);
    await reset.getByLabel(FIELD_LABELS.confirmNewPassword).fill(fresh);
    await reset.getByRole('button', { name: AUTH_COPY.resetSubmit }).click();

    const back = dialog(page, AUTH_COPY.loginTitle);
    await back.getByRole('status').getByText(ACCOUNT_MESSAGES.passwordResetDone).waitFor();
    // One message for the event: the login's note, with no toast repeating it nor the earlier 'OTP sent'.
    await page.waitForTimeout(300);
    expect(await page.getByText(ACCOUNT_MESSAGES.passwordResetDone).count()).toBe(1);
    expect(await page.getByText(ACCOUNT_MESSAGES.passwordResetOtpSent).count()).toBe(0);
    const me = await fetch(new URL('/api/users/me', e2e.baseUrl), { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);

    await back.getByLabel(FIELD_LABELS.login).fill(person.email);
    await back.getByLabel(FIELD_LABELS.password).fill(fresh);
    const reloaded = page.waitForEvent('load');
    await back.getByRole('button', { name: AUTH_COPY.loginSubmit }).click();
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);
    await context.close();
  });

  it.each([
    ['number', ACCOUNT_MESSAGES.phoneRegistered],
    ['e-mail', ACCOUNT_MESSAGES.emailRegistered],
  ])('signing up again with a registered %s says so on the form, with the way back in', async (what, message) => {
    const { person: owner } = await registerOverApi(e2e.baseUrl, e2e.dataDir);
    const textsBefore = (await textsTo(e2e.dataDir, owner.phoneNumber)).length;
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    const login = await openLogin(page);
    await login.getByRole('button', { name: AUTH_COPY.toSignup }).click();
    const signup = dialog(page, AUTH_COPY.signupTitle);
    const stranger = newPerson();
    await signup.getByLabel(FIELD_LABELS.firstName).fill(stranger.firstName);
    await signup.getByLabel(FIELD_LABELS.lastName).fill(stranger.lastName);
    await signup.getByLabel(FIELD_LABELS.email).fill(what === 'e-mail' ? owner.email : stranger.email);
    await signup
      .getByLabel(FIELD_LABELS.phoneNumber)
      .fill(what === 'number' ? owner.phoneNumber : stranger.phoneNumber);
    await signup.getByLabel(FIELD_LABELS.password, { exact: true }).fill(stranger.password);
    await signup.getByLabel(FIELD_LABELS.confirmPassword).fill(stranger.password);
    await signup.getByRole('button', { name: AUTH_COPY.signupSubmit }).click();

    // The form stays, with what happened in words rather than an OTP step that cannot work.
    await signup.getByRole('alert').getByText(message).waitFor();
    expect(await signup.getByLabel(MESSAGES.otpLabel).count()).toBe(0);
    expect(await textsTo(e2e.dataDir, owner.phoneNumber)).toHaveLength(textsBefore);
    await signup.getByRole('button', { name: AUTH_COPY.toLogin, exact: true }).first().waitFor();
    await signup.getByRole('button', { name: AUTH_COPY.forgotPassword }).click();
    await dialog(page, AUTH_COPY.resetTitle).getByLabel(FIELD_LABELS.phoneNumber).waitFor();
    await context.close();
  });

  it('the OTP step counts down to Resend OTP, survives a reload, and a resent OTP finishes the sign-up', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    const login = await openLogin(page);
    await login.getByRole('button', { name: AUTH_COPY.toSignup }).click();
    const signup = dialog(page, AUTH_COPY.signupTitle);
    const person = newPerson();
    await signup.getByLabel(FIELD_LABELS.firstName).fill(person.firstName);
    await signup.getByLabel(FIELD_LABELS.lastName).fill(person.lastName);
    await signup.getByLabel(FIELD_LABELS.email).fill(person.email);
    await signup.getByLabel(FIELD_LABELS.phoneNumber).fill(person.phoneNumber);
    await signup.getByLabel(FIELD_LABELS.password, { exact: true }).fill(person.password);
    await signup.getByLabel(FIELD_LABELS.confirmPassword).fill(person.password);
    const startedAt = Date.now() - 1000;
    await signup.getByRole('button', { name: AUTH_COPY.signupSubmit }).click();
    const resend = signup.getByRole('button', { name: countdown });
    await resend.waitFor();
    const secondsShown = async () => Number((await resend.textContent())?.match(countdown)?.[1]);
    const first = await secondsShown();
    expect(first).toBeLessThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS);
    expect(await resend.isDisabled()).toBe(true);
    await otpFor(e2e.dataDir, person.phoneNumber, startedAt);

    await page.reload();
    const restored = dialog(page, AUTH_COPY.signupTitle);
    await restored.getByLabel(MESSAGES.otpLabel).waitFor();
    await restored.getByText(AUTH_COPY.otpIntro(person.phoneNumber)).waitFor();
    await expect.poll(secondsShown).toBeLessThan(first);

    // The wait is over when the button says so.
    const resendNow = restored.getByRole('button', { name: AUTH_COPY.resendOtp, exact: true });
    await resendNow.waitFor({ timeout: (OTP_RESEND_COOLDOWN_SECONDS + 5) * 1000 });
    const resentAt = Date.now() - 1000;
    await resendNow.click();
    await page
      .getByText(MESSAGES.otpSent(formatPhone(person.phoneNumber)))
      .first()
      .waitFor();
    await restored.getByRole('button', { name: countdown }).waitFor();
    await restored.getByLabel(MESSAGES.otpLabel).fill(await otpFor(e2e.dataDir, person.phoneNumber, resentAt));
    await restored.getByRole('button', { name: AUTH_COPY.otpSubmit }).click();
    await page.getByText(MESSAGES.registrationSuccess).waitFor();
    // The resend's 'OTP sent' toast, a moment old, made way for it.
    expect(await page.getByText(MESSAGES.otpSent(formatPhone(person.phoneNumber))).count()).toBe(0);
    await context.close();
  }, 90_000);
});
