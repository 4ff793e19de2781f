/**
 * City and locality landing pages on a phone: their listings are one swipeable row, so the reviews and the
 * city's localities under them are a short scroll away, and every listing is still a link in the HTML.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LANDING_LABELS } from '../../src/shared/landing/landing-contract';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';

/** Where an element starts, in page pixels from the top. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/** Three screens of a 360 x 800 phone (a dozen cards one under another took twelve). */
const THREE_SCREENS = 3 * PHONE.height;

describeInBrowser('landing pages on a phone: listings in one row', (e2e) => {
  it.each([
    ['a city page', '/in/bhopal', `h2:text-is("${LANDING_LABELS.localitiesIn('Bhopal')}")`],
    ['a locality page', '/in/mumbai/andheri-west', '#reviews'],
  ])('%s reaches what follows its listings within three screens', async (_what, path, after) => {
    const html = await (await fetch(`${e2e.baseUrl}${path}`)).text();
    const { page } = await e2e.newPage({ viewport: PHONE });
    await page.goto(path);
    const rail = page.locator('section[aria-labelledby="landing-listings"] ul').first();
    const cards = await rail.locator('li').count();
    expect(cards).toBeGreaterThan(4);
    // One row that scrolls sideways, the next card peeking in.
    const row = await rail.evaluate((list) => ({ scroll: list.scrollWidth, width: list.clientWidth }));
    expect(row.scroll).toBeGreaterThan(row.width * 2);
    expect(await topOf(page, after)).toBeLessThan(THREE_SCREENS);
    // Crawlers read every listing's link from the server's HTML, scripts or not.
    const links = await rail.locator('li h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const href of links) expect(html).toContain(`href="${href?.replace(/&/g, '&amp;')}"`);
  });
});
