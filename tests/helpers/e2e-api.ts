/**
 * What end-to-end tests set up over the API (the real server process, as a client would) and wait for in
 * the page: JSON calls with a session, unique search words, a seller, an owner in Bhopal with an approved
 * flat, the demo admin's session, and the service worker taking control.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import { moderationPath } from '../../src/shared/admin/moderation-contract';
import { HOME_LABELS } from '../../src/shared/home';
import { PATHS } from '../../src/shared/routes';
import { validFlat } from '../fixtures/seller-listings';
import { registerOverApi, storeSessionIn } from './e2e-accounts';

/** A word nobody has used in this server's data, in letters only (the search splits digits from letters). */
export const uniqueWord = (stem: string) =>
  `${stem}${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))}`;

/** A JSON call with a session; anything but 2xx throws with the server's answer. */
export async function api<T>(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The demo admin's session, as its login answers it (a page stores both). */
export async function demoAdminSession(baseUrl: string): Promise<{ token: string; user: AccountUser }> {
  const response = await fetch(new URL('/api/users/login', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  return ((await response.json()) as { data: { token: string; user: AccountUser } }).data;
}

/** The demo admin's session token. */
export const demoAdminToken = async (baseUrl: string): Promise<string> => (await demoAdminSession(baseUrl)).token;

/** A new person who became an owner in Bhopal (no listing yet); `user` is the stored user a login keeps. */
export async function registerSellerOverApi(baseUrl: string, dataDir: string) {
  const seller = await registerOverApi(baseUrl, dataDir);
  await api(baseUrl, 'POST', '/api/sellers', seller.token, {
    sellerType: 'Individual',
    address: '14 MP Nagar Zone 2',
    city: 'Bhopal',
    state: 'Madhya Pradesh',
  });
  const me = await api<{ data: AccountUser }>(baseUrl, 'GET', '/api/users/me', seller.token);
  return { ...seller, user: me.data };
}

/** A new owner in Bhopal with one flat the demo admin approved: the newest listing in Bhopal. */
export async function ownerWithApprovedFlat(baseUrl: string, dataDir: string, flat: Record<string, unknown> = {}) {
  const seller = await registerSellerOverApi(baseUrl, dataDir);
  const posted = await api<{ data: { id: number } }>(
    baseUrl,
    'POST',
    '/api/seller/properties',
    seller.token,
    validFlat(flat),
  );
  await api(baseUrl, 'POST', moderationPath('property', posted.data.id, 'approve'), await demoAdminToken(baseUrl));
  return { seller, propertyId: posted.data.id };
}

/** Resolves once the service worker controls the page. */
export async function waitUntilControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

/**
 * Scrolls the home page down, as a visitor does, until the location picker (loaded as it nears the
 * screen, below the featured listings) is there; returns the picker.
 */
export async function scrollToLocationPicker(page: Page, heading: string) {
  const picker = page.getByRole('region', { name: heading });
  // The page's own content first: scrolling while the page is still loading would pass the picker's place.
  await page.getByRole('heading', { level: 2, name: HOME_LABELS.featured }).waitFor();
  for (let step = 0; step < 20 && (await picker.count()) === 0; step++) {
    await page.evaluate(() => window.scrollBy(0, 300));
    await page.waitForTimeout(100);
  }
  await picker.waitFor();
  return picker;
}

/**
 * Opens the home page, waits for the app to have rendered it (the featured list: the heading alone is
 * painted by the server before any script), signs `session` in on this device if given, and waits until
 * the service worker controls the page.
 */
export async function openHomeUnderWorker(page: Page, session?: { token: string; user: AccountUser }) {
  await page.goto(PATHS.home);
  await page.getByRole('heading', { level: 2, name: HOME_LABELS.featured }).waitFor();
  if (session) await storeSessionIn(page, session);
  await waitUntilControlled(page);
}
