import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { FIELD_LABELS } from '../../src/client/features/accounts/accounts.content';
import { formatPhone } from '../../src/shared/accounts/phone-number';
import { MOBILE_BREAKPOINT_PX } from '../../src/shared/limits';
import { MESSAGES } from '../../src/shared/messages';
import { ROUTES } from '../../src/shared/route-titles';
import { PATHS } from '../../src/shared/routes';
import { DESKTOP, PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { newPerson, otpFor, type Person } from '../helpers/e2e-accounts';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens the dialog from the header's Login button and switches to the sign-up panel. */
async function openSignup(page: Page) {
  await page.goto(PATHS.about);
  const header = page.getByRole('banner');
  // On a phone the Login button is in the menu.
  if ((page.viewportSize()?.width ?? DESKTOP.width) < MOBILE_BREAKPOINT_PX)
    await header.getByRole('button', { name: 'Menu' }).click();
  await header.getByRole('button', { name: HEADER_LABELS.login }).click();
  await dialog(page, 'Login').getByRole('button', { name: 'Create an account' }).click();
  return dialog(page, 'Sign Up');
}

async function fillSignup(page: Page, person: Person, confirmPassword = person.password) {
  const form = dialog(page, 'Sign Up');
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('E-mail').fill(person.email);
  await form.getByLabel('Mobile number').fill(person.phoneNumber);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm password').fill(confirmPassword);
  return form;
}

/** Fills and sends the sign-up form; resolves on the OTP step with the time the OTP was asked for. */
async function reachOtpStep(page: Page, person: Person) {
  const startedAt = Date.now() - 1000;
  await openSignup(page);
  const form = await fillSignup(page, person);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await form.getByLabel(MESSAGES.otpLabel).waitFor();
  return { form, startedAt };
}

describeInBrowser('accounts: sign-up with an SMS OTP, login, profile and logout', (e2e) => {
  it('a new buyer signs up, is signed in by the OTP, sees the profile, logs out and back in by phone', async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const person = newPerson();

    const { form, startedAt } = await reachOtpStep(page, person);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('registrationSession'))) ?? 'null')).toEqual({
      phoneNumber: person.phoneNumber,
      resendToken: expect.any(String),
      timestamp: expect.any(Number),
    });
    await page
      .getByText(MESSAGES.otpSent(formatPhone(person.phoneNumber)))
      .first()
      .waitFor();

    await form.getByLabel(MESSAGES.otpLabel).fill(await otpFor(e2e.dataDir, person.phoneNumber, startedAt));
    // The verified OTP signs the account in: no login form, the page reloads with the session.
    const reloaded = page.waitForEvent('load');
    await form.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText(MESSAGES.registrationSuccess).first().waitFor();
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem('registrationSession'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);
    expect(await dialog(page, 'Login').count()).toBe(0);

    const header = page.getByRole('banner');
    const name = header.getByRole('button', { name: `${person.firstName} ${person.lastName}` });
    await name.click();
    await header.getByRole('link', { name: HEADER_LABELS.myProfile }).click();
    await page.getByRole('heading', { level: 1, name: ROUTES.profile.title }).waitFor();
    await page.getByRole('main').getByText(person.email).waitFor();
    await page.getByRole('main').getByText(formatPhone(person.phoneNumber)).waitFor();

    await name.click();
    await header.getByRole('button', { name: HEADER_LABELS.logout }).click();
    await page.getByRole('heading', { level: 1, name: ROUTES.home.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(PATHS.home);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([
      null,
      null,
    ]);
    await header.getByRole('button', { name: HEADER_LABELS.login }).waitFor();

    // The profile now sends the visitor home again.
    await page.goto(PATHS.profile);
    await page.getByRole('heading', { level: 1, name: ROUTES.home.title }).waitFor();

    // Back in with the mobile number as people write it.
    await header.getByRole('button', { name: HEADER_LABELS.login }).click();
    const login = dialog(page, 'Login');
    await login
      .getByLabel(FIELD_LABELS.login)
      .fill(`+91 ${person.phoneNumber.slice(0, 5)} ${person.phoneNumber.slice(5)}`);
    await login.getByLabel('Password').fill(person.password);
    const loggedIn = page.waitForEvent('load');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByText(MESSAGES.loginSuccess).first().waitFor();
    await loggedIn;
    await name.waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a wrong OTP shows "Invalid OTP"', async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    const person = newPerson();
    const { form, startedAt } = await reachOtpStep(page, person);
    const otp = await otpFor(e2e.dataDir, person.phoneNumber, startedAt);
    await form.getByLabel(MESSAGES.otpLabel).fill(otp === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Verify OTP' }).click();
    await form.getByText(MESSAGES.otpInvalid, { exact: true }).waitFor();
    await page.getByText(MESSAGES.otpVerificationFailedToast).waitFor();
    await context.close();
  });

  it('mismatched passwords show "Passwords do not match" and send nothing', async () => {
    const { context, page } = await e2e.newPage({ viewport: PHONE });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/users')) apiCalls.push(request.url());
    });
    const person = newPerson();
    await openSignup(page);
    const form = await fillSignup(page, person, `${person.password}!`);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await form.getByText(MESSAGES.passwordsDoNotMatch).waitFor();
    await page.waitForTimeout(300);
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  it('a missing registration session sends the visitor back to the form', async () => {
    const { context, page } = await e2e.newPage({ viewport: DESKTOP });
    const person = newPerson();
    const { form, startedAt } = await reachOtpStep(page, person);
    const otp = await otpFor(e2e.dataDir, person.phoneNumber, startedAt);
    await page.evaluate(() => localStorage.clear());
    await form.getByLabel(MESSAGES.otpLabel).fill(otp);
    await form.getByRole('button', { name: 'Verify OTP' }).click();
    await form.getByText(MESSAGES.registrationSessionExpired).waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe(person.firstName);
    await context.close();
  });
});
