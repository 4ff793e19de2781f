/**
 * The home-page JavaScript budget, measured as a visitor gets it: real Chromium opens `/` on the real
 * server (first visit, no service worker) and every script it downloads is counted at its gzip size.
 * Prints the figure on every run; exits 1 when the total is over the budget.
 *
 *   npm run bundle:check            (builds the client first if it is stale)
 */
import { gzipSync } from 'node:zlib';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { findChromium, launchChromium } from '../helpers/browser';
import { startServer } from '../helpers/server-process';

/** 100 kB gzip: issue 2's ceiling for all JavaScript the home page downloads. */
export const HOME_JS_BUDGET_BYTES = 100_000;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function measure() {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium is needed to measure the bundle (apt-get install -y chromium)');
  await buildClientIfNeeded();
  const server = await startServer({ LOG_LEVEL: 'warn' });
  const browser = await launchChromium(chromiumPath);
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }),
      );
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return scripts.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
    await server.stop();
  }
}

const scripts = await measure();
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log('JavaScript downloaded by the home page (first visit):');
for (const script of scripts)
  console.log(`  ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${script.url}`);
console.log(`Home page JavaScript: ${kb(total)} gzip (budget ${kb(HOME_JS_BUDGET_BYTES)}, ${scripts.length} files)`);
if (total > HOME_JS_BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - HOME_JS_BUDGET_BYTES)}.`);
  process.exit(1);
}
