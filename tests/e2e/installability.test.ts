import { expect, it } from 'vitest';
import { PATHS } from '../../src/shared/routes';
import { describeInBrowser } from '../helpers/e2e';

describeInBrowser('installable PWA', (e2e) => {
  it('has no installability errors (CDP Page.getInstallabilityErrors)', async () => {
    const { context, page } = await e2e.newProfilePage();
    await page.goto(PATHS.home);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await context.close();
  });

  it('links a manifest with standalone display, a start URL and any + maskable icons', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto(PATHS.home);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBeTruthy();
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({
      short_name: 'Property Creator',
      display: 'standalone',
      start_url: '/?source=pwa',
    });
    const purposes = (manifest.icons as { purpose?: string; sizes: string }[]).map((icon) => icon.purpose);
    expect(purposes).toEqual(expect.arrayContaining(['any', 'maskable']));
    await context.close();
  });
});
