/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags this
 * workplace needs: no background networking, no sandbox as root, a fresh profile per launch.
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

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

export const PHONE = { width: 360, height: 800 } as const;
export const DESKTOP = { width: 1366, height: 768 } as const;
