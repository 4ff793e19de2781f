/**
 * The home-page JavaScript budget, measured as a visitor gets it: real Chromium opens `/` on the real
 * server (first visit, no service worker) and every script it downloads is counted at its gzip size.
 * Prints the figure on every run; exits 1 when the total is over the budget, or more than
 * REGRESSION_ALLOWANCE_BYTES over the figure recorded in bundle-baseline.json (CI fails on a
 * regression of more than 5 kB gzip). Then the service worker's precache, read from the built sw.js: its
 * figures are printed, and it fails over PRECACHE_BUDGET_BYTES gzip. A change that moves the home page's
 * figure on purpose records the new one:
 *
 *   npm run bundle:check                           (builds the client first if it is stale)
 *   npm run bundle:check -- --update-baseline      (and writes the figure to bundle-baseline.json)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { describePrecache, precacheFigures } from '../../build/precache-figures';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { findChromium, launchChromium } from '../helpers/browser';
import { PROJECT_ROOT, startServer } from '../helpers/server-process';
import {
  bundleFailures,
  HOME_JS_BUDGET_BYTES,
  HOME_JS_TARGET_BYTES,
  kb,
  PRECACHE_BUDGET_BYTES,
  precacheFailures,
  REGRESSION_ALLOWANCE_BYTES,
} from './bundle-verdict';

const BASELINE_FILE = new URL('./bundle-baseline.json', import.meta.url);

interface Baseline {
  /** The home page's JavaScript, gzip bytes, as last recorded. */
  homeJsGzipBytes: number;
  recordedOn: string;
}

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

const { values: args } = parseArgs({ options: { 'update-baseline': { type: 'boolean', default: false } } });
const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
const scripts = await measure();
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log('JavaScript downloaded by the home page (first visit):');
for (const script of scripts)
  console.log(`  ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${script.url}`);
console.log(
  `Home page JavaScript: ${kb(total)} gzip, ${total.toLocaleString('en-US')} bytes (budget ${kb(HOME_JS_BUDGET_BYTES)}, ${scripts.length} files)`,
);
const change = total - baseline.homeJsGzipBytes;
console.log(
  `Recorded figure: ${kb(baseline.homeJsGzipBytes)} (${baseline.recordedOn}); this build ${change >= 0 ? '+' : ''}${kb(change)}, allowed +${kb(REGRESSION_ALLOWANCE_BYTES)}`,
);
console.log(
  `Target: ${kb(HOME_JS_TARGET_BYTES)}${total > HOME_JS_TARGET_BYTES ? ` (MISSED by ${kb(total - HOME_JS_TARGET_BYTES)})` : ' (met)'}`,
);

if (args['update-baseline']) {
  const next: Baseline = { homeJsGzipBytes: total, recordedOn: new Date().toISOString().slice(0, 10) };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Recorded ${kb(total)} in ${BASELINE_FILE.pathname}.`);
}
const precache = precacheFigures(join(PROJECT_ROOT, 'dist'));
for (const line of describePrecache(precache)) console.log(line);
console.log(`Precache budget: ${kb(PRECACHE_BUDGET_BYTES)} gzip for what every visitor's worker downloads`);

// A run that records its figure is the deliberate change: only the budget can fail it.
const failures = [
  ...bundleFailures(total, args['update-baseline'] ? total : baseline.homeJsGzipBytes),
  ...precacheFailures(precache.public.gzipBytes),
];
for (const failure of failures) console.error(failure);
if (failures.length > 0) process.exit(1);
