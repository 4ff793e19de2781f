import { expect, it } from 'vitest';
import { REVIEWS_UI } from '../../src/client/features/reviews/reviews.content';
import {
  type CityReviews,
  RATING_LABELS,
  REVIEW_FIELD_LABELS,
  REVIEW_RATINGS,
  ratingLine,
  TENURE_LABELS,
} from '../../src/shared/reviews/review-contract';
import { STAY_LABELS } from '../../src/shared/reviews/review-labels';
import { DESKTOP } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { registerOverApi, storeSessionIn } from '../helpers/e2e-accounts';

const TEXT =
  'Lived here three years as a tenant. The main road jams at 9 am, but water comes twice a day and the sabzi mandi is close.';

describeInBrowser('resident reviews: a resident reviews a demo locality', { ownServer: true }, (e2e) => {
  it('writes a review that shows on the locality page and as the rating on a property page there', async () => {
    const get = async <T>(path: string) => ((await (await fetch(`${e2e.baseUrl}${path}`)).json()) as { data: T }).data;
    // A demo locality residents have reviewed already, with a listing to open.
    const rated = (await get<CityReviews>('/api/reviews/bhopal')).localities[0];
    if (!rated) throw new Error('the demo marketplace has no reviewed locality in Bhopal');
    const session = await registerOverApi(e2e.baseUrl, e2e.dataDir);

    const { page } = await e2e.newPage({ viewport: DESKTOP });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await storeSessionIn(page, session);
    await page.goto(rated.path);
    const section = page.locator('#reviews');
    await section.getByText(REVIEWS_UI.count(rated.count)).waitFor();
    await section.getByRole('link', { name: REVIEWS_UI.write }).click();

    const form = page.locator('form');
    await form.getByRole('group', { name: RATING_LABELS.overall, exact: true }).waitFor();
    // Each star is tapped where it is drawn: no forced click, so Playwright waits until the star is
    // visible, steady and the one under the pointer.
    for (const rating of REVIEW_RATINGS) {
      await form.getByRole('group', { name: RATING_LABELS[rating], exact: true }).getByLabel('4 stars').check();
    }
    await form.getByLabel(REVIEW_FIELD_LABELS.text).fill(TEXT);
    await form.getByLabel(TENURE_LABELS.Tenant).check();
    await form.getByLabel(STAY_LABELS['1-3 years']).check();
    await form.getByLabel(REVIEW_FIELD_LABELS.livesNow).check();
    await form.getByRole('button', { name: 'Publish review' }).click();

    await page.waitForURL((url) => url.pathname === rated.path);
    await section.getByText(TEXT).waitFor();
    await section.getByText(REVIEWS_UI.count(rated.count + 1)).waitFor();
    // The page opens at the new review: scrolled into view and focused, so it is found at once.
    const mine = section.getByRole('article').filter({ hasText: TEXT });
    await expect.poll(() => mine.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        mine.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await section.getByText(`${session.user.firstName} ${session.user.lastName.charAt(0)}.`).count()).toBe(1);

    // A property in that locality shows the locality's rating, linking to its reviews.
    const search = (await (
      await fetch(
        `${e2e.baseUrl}/api/properties/search?city=${encodeURIComponent(rated.city)}&locality=${encodeURIComponent(rated.locality)}`,
      )
    ).json()) as { data: { id: number }[] };
    const id = search.data[0]?.id;
    expect(id).toBeDefined();
    const fresh = (await get<CityReviews>('/api/reviews/bhopal')).localities.find(
      (entry) => entry.placeKey === rated.placeKey,
    );
    if (!fresh) throw new Error('the locality lost its rating');
    expect(fresh.count).toBe(rated.count + 1);
    await page.goto(`/property-profile?id=${id}`);
    const link = page.getByRole('link', { name: ratingLine(fresh.overall, fresh.count) });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${rated.path}#reviews`);
    await link.click();
    await page.waitForURL((url) => url.pathname === rated.path);
    await section.getByText(TEXT).waitFor();
    expect(problems).toEqual([]);
  });
});
