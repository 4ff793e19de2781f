import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { propertiesInLabel } from '../../src/client/app/layouts/layout.content';
import { BUY_MENU, yourCityLabel } from '../../src/client/app/layouts/navigation.content';
import { LOCATION_LABELS } from '../../src/client/features/location/location.content';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/shared/routes';
import { describeInBrowser } from '../helpers/e2e';
import { scrollToLocationPicker } from '../helpers/e2e-api';

/** New Market, Bhopal. */
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };

const picker = (page: Page) => page.getByRole('region', { name: LOCATION_LABELS.heading });
/**
 * The picker is below the fold: the server paints it, and it works (its controls enabled) once the visitor
 * has scrolled to it and its code has come.
 */
async function scrollToPicker(page: Page) {
  const found = await scrollToLocationPicker(page, LOCATION_LABELS.heading);
  await found.scrollIntoViewIfNeeded();
  return found;
}
const pickerStatus = (page: Page) => picker(page).getByRole('status');

/** Collects script errors and failed console messages, to check the journey had none. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

describeInBrowser('the visitor’s city', (e2e) => {
  it('finds Bhopal from the browser’s position through the real server, and remembers it', async () => {
    const { context, page } = await e2e.newPage();
    const problems = watchProblems(page);
    await page.goto(PATHS.home);
    await scrollToPicker(page);
    // Allowed only now, as a visitor does when the tap asks: granted before the launch's idle-time look, the
    // city would be found without the tap (first-visit-offline.test.ts covers that).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3_000 })));
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BHOPAL);

    const reverseCall = page.waitForResponse((response) => response.url().includes('/api/geolocation/reverse'));
    await picker(page).getByRole('button', { name: LOCATION_LABELS.useMyLocation }).click();
    const response = await reverseCall;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).search).toBe('?lat=23.25990&lon=77.41260');
    await pickerStatus(page).getByText('Bhopal', { exact: true }).waitFor();
    expect(await pickerStatus(page).textContent()).toBe(`${LOCATION_LABELS.showing} Bhopal, Madhya Pradesh`);

    // Remembered across launches: a reload shows the city without asking again.
    await page.reload();
    await scrollToPicker(page);
    await pickerStatus(page).getByText('Bhopal', { exact: true }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null')?.city)).toBe('Bhopal');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells the visitor when location access is refused, and lets them pick a city instead', async () => {
    // No permission granted: Chromium refuses the position.
    const { context, page } = await e2e.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(PATHS.home);
    await scrollToPicker(page);
    await picker(page).getByRole('button', { name: LOCATION_LABELS.useMyLocation }).click();
    const alert = picker(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${MESSAGES.locationFailed}${LOCATION_LABELS.deniedHint}`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null')?.permissionDenied)).toBe(
      true,
    );

    await picker(page)
      .getByRole('combobox', { name: LOCATION_LABELS.chooseCity })
      .selectOption({ label: 'Indore, Madhya Pradesh' });
    await pickerStatus(page).getByText('Indore', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);

    await picker(page).getByRole('button', { name: LOCATION_LABELS.clear }).click();
    await pickerStatus(page).getByText(LOCATION_LABELS.none).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('location'))).toBeNull();
    await context.close();
  });
});

describeInBrowser('the detected city feeds the header and the home page', (e2e) => {
  it("adds 'Bhopal (Your City)' to the Buy Property menu and lists Bhopal's properties on the home page", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 1366, height: 768 } });
    const problems = watchProblems(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(BHOPAL);
    await page.goto(PATHS.home);
    await scrollToPicker(page);
    await picker(page).getByRole('button', { name: LOCATION_LABELS.useMyLocation }).click();

    const listings = page.getByRole('region', { name: propertiesInLabel('Bhopal') });
    await listings.getByRole('article').first().waitFor();
    expect(await listings.getByRole('article').count()).toBeGreaterThan(3);
    expect(await listings.getByRole('article').first().textContent()).toMatch(/₹[\d.,]+( L| Cr)?/);
    expect(await listings.getByRole('article').first().textContent()).toContain('Bhopal');
    // The cover photo really loads from the server.
    await page.waitForFunction(() => {
      const img = document.querySelector('section[aria-labelledby="city-listings"] img') as HTMLImageElement | null;
      return img?.complete && img.naturalWidth > 0;
    });

    await page.getByRole('button', { name: BUY_MENU.label }).click();
    const yourCity = page.getByRole('link', { name: yourCityLabel('Bhopal') });
    await yourCity.waitFor();
    await yourCity.click();
    // A flat/apartment search with the city's state (docs/product-rules.md, Search).
    await page.waitForURL(/\/search-results\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      page: '1',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      locality: '',
      searchQuery: '',
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
