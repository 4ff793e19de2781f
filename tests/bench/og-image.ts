/**
 * The site's link-preview image (public/og-image.jpg, 1200x630), the one a shared page without a photo of
 * its own shows: the logo, the name and the home page's promise, drawn by real Chromium from the same
 * favicon and words the site uses. Run again when the brand or its words change:
 *
 *   npm run og-image
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_LABELS } from '../../src/shared/home';
import { BRAND_NAME } from '../../src/shared/messages';
import { SITE_SHARE_IMAGE } from '../../src/shared/page-head';
import { FIRST_SCREEN_TITLES } from '../../src/shared/routes';
import { findChromium, launchChromium } from '../helpers/browser';
import { PROJECT_ROOT } from '../helpers/server-process';

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('Chromium is needed (apt-get install -y chromium)');
const logo = readFileSync(join(PROJECT_ROOT, 'public', 'favicon.svg'), 'utf8');
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const html = `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:${SITE_SHARE_IMAGE.width}px;height:${SITE_SHARE_IMAGE.height}px;padding:88px 96px;
  background:linear-gradient(135deg,#0b3d91 0%,#092f70 100%);color:#fff;font-family:'DejaVu Sans',sans-serif;
  display:flex;flex-direction:column;justify-content:space-between">
  <div style="display:flex;align-items:center;gap:28px">
    <div style="width:120px;height:120px;border-radius:28px;background:#fff;padding:10px;box-sizing:border-box">${logo}</div>
    <div style="font-size:64px;font-weight:700;letter-spacing:-1px">${escapeHtml(BRAND_NAME)}</div>
  </div>
  <div>
    <div style="font-size:58px;font-weight:700;line-height:1.15;max-width:960px">${escapeHtml(FIRST_SCREEN_TITLES.home)}</div>
    <div style="margin-top:24px;font-size:30px;line-height:1.35;color:#dbe6fb;max-width:980px">${escapeHtml(HOME_LABELS.description)}</div>
  </div>
  <div style="height:10px;width:180px;border-radius:5px;background:#f5a623"></div>
</div></body></html>`;
const browser = await launchChromium(chromiumPath);
try {
  const page = await browser.newPage({ viewport: { width: SITE_SHARE_IMAGE.width, height: SITE_SHARE_IMAGE.height } });
  await page.setContent(html);
  const out = join(PROJECT_ROOT, 'public', SITE_SHARE_IMAGE.path.slice(1));
  await page.screenshot({ path: out, type: 'jpeg', quality: 88 });
  console.log(`Wrote ${out}`);
} finally {
  await browser.close();
}
