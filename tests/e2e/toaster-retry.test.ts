/**
 * The toaster's code cut off half way (the phone lost its signal as it downloaded) is fetched again, so
 * the page still says what happened: the first press on a home-page heart asks for the toaster, its
 * download fails once, and 'Added to your shortlist' shows once it has been fetched again. Service workers
 * are blocked here so every request reaches the route that cuts the first one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SHORTLIST_BUTTON_LABELS } from '../../src/client/features/shortlist/shortlist-button.content';
import { type BuildManifest, MANIFEST_PATH } from '../../src/server/features/client/route-preloads';
import { HOME_LABELS } from '../../src/shared/home';
import { PATHS } from '../../src/shared/routes';
import { SAVED_LISTING_MESSAGES } from '../../src/shared/shortlist/saved-listings-constants';
import { PHONE } from '../helpers/browser';
import { describeInBrowser } from '../helpers/e2e';
import { PROJECT_ROOT } from '../helpers/server-process';

describeInBrowser('toaster download cut off', (e2e) => {
  it("fetches the toaster's code again and shows the toast", async () => {
    const clientDir = process.env.CLIENT_DIR ?? join(PROJECT_ROOT, 'dist');
    const manifest = JSON.parse(readFileSync(join(clientDir, MANIFEST_PATH), 'utf8')) as BuildManifest;
    const toasterFile = manifest['src/client/app/AppToaster.tsx']?.file;
    expect(toasterFile).toBeTruthy();

    const { context, page } = await e2e.newPage({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      const asked: string[] = [];
      await page.route(`**/${toasterFile}`, (route) => {
        asked.push(route.request().url());
        return asked.length === 1 ? route.abort('internetdisconnected') : route.continue();
      });
      await page.goto(PATHS.home);
      const featured = page.getByRole('region', { name: HOME_LABELS.featured });
      await featured.getByRole('button', { name: SHORTLIST_BUTTON_LABELS.add }).first().click();

      await page.getByText(SAVED_LISTING_MESSAGES.added).first().waitFor({ timeout: 15_000 });
      expect(asked).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
