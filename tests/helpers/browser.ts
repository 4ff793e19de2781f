/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this
 * workplace needs: no background networking, no sandbox as root, a fresh profile per launch.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Path of a Chromium binary, or undefined when none is installed. */
export const findChromium = (): string | undefined => CANDIDATES.find((path) => path && existsSync(path));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A browser with a real (non-incognito) profile in a fresh temporary folder: installability needs one,
 * as Chromium refuses to install from incognito. `close()` also removes the profile.
 */
export async function launchWithProfile(executablePath: string, baseURL: string): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'pc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  // Chromium may still be flushing the profile as the context closes: retry the removal.
  context.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // A leftover folder in the system temp dir is harmless; a failed test run over it is not.
    }
  });
  return context;
}

export const PHONE = { width: 360, height: 800 } as const;
export const DESKTOP = { width: 1366, height: 768 } as const;
