/**
 * What a failed end-to-end test leaves to look at: a screenshot of every page still open in its browser
 * and, with E2E_TRACE=1, a Playwright trace of each context it opened through `e2e.newPage` (open it
 * with `npx playwright show-trace`). Files go under test-results/e2e/ (gitignored) and their paths are
 * printed. Traces are opt-in: recording every step's snapshots slows a 2-core CI run for every test,
 * failed or not.
 */
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';

const RESULTS_DIR = join(process.cwd(), 'test-results', 'e2e');
const TRACING = process.env.E2E_TRACE === '1';
/** A page stuck on a dead server must not hold the report up. */
const SCREENSHOT_TIMEOUT_MS = 5_000;

/** A file-name-safe form of a test's name, short enough for any file system. */
const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Starts recording a context, when traces are asked for. */
export async function traceContext(context: BrowserContext): Promise<void> {
  if (TRACING) await context.tracing.start({ screenshots: true, snapshots: true });
}

/** Saves the failed test's screenshots (and traces) and prints where they are. */
export async function keepFailure(testName: string, browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  mkdirSync(RESULTS_DIR, { recursive: true });
  const base = join(RESULTS_DIR, `${slug(testName)}-${Date.now()}`);
  const saved: string[] = [];
  for (const [c, context] of browser.contexts().entries()) {
    for (const [p, page] of context.pages().entries()) {
      const path = `${base}-context${c}-page${p}.png`;
      await page
        .screenshot({ path, fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS })
        .then(() => saved.push(path))
        .catch(() => undefined);
    }
    if (TRACING) {
      const path = `${base}-context${c}.trace.zip`;
      // A context not started through e2e.newPage has no trace to stop.
      await context.tracing
        .stop({ path })
        .then(() => saved.push(path))
        .catch(() => undefined);
    }
  }
  if (saved.length > 0)
    console.error(
      `"${testName}" failed; kept:\n${saved.map((path) => `  ${relative(process.cwd(), path)}`).join('\n')}`,
    );
}

/** Ends a passed test's traces without writing them, so the next test starts its own. */
export async function dropTraces(browser: Browser | undefined): Promise<void> {
  if (!TRACING || !browser?.isConnected()) return;
  for (const context of browser.contexts()) await context.tracing.stop().catch(() => undefined);
}
