/**
 * One Lighthouse 12 run: Debian's Chromium started by chrome-launcher with a fresh profile, the default
 * mobile config (Moto G Power emulation, simulated slow 4G throttling), four categories. A page that needs
 * a signed-in seller gets the session written into localStorage first (on /robots.txt, so no service
 * worker registers before the audit) and Lighthouse keeps storage for it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../helpers/browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** The metrics printed per page, by Lighthouse audit id. */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  'Speed Index': 'speed-index',
  'Total bytes': 'total-byte-weight',
} as const;
export type MetricName = keyof typeof METRICS;

export interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: Record<string, unknown>[] };
}
export interface Lhr {
  lighthouseVersion: string;
  /** Lighthouse's measure of this machine's speed right then (lower = slower; a busy machine scores low). */
  environment: { hostUserAgent: string; benchmarkIndex: number };
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<CategoryId, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
}

export interface RunResult {
  lhr: Lhr;
  /** One-minute load average just before the run (other jobs on the machine inflate TBT). */
  loadBefore: number;
  /** What the page showed once Lighthouse was done: its URL, first heading and whether it holds a form. */
  landed: { url: string; heading: string; hasForm: boolean };
}

export interface Session {
  token: string;
  user: unknown;
}

export async function runLighthouse(chromePath: string, url: string, session?: Session): Promise<RunResult> {
  const profile = mkdtempSync(join(tmpdir(), 'pc-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    userDataDir: profile,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (session) {
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, session);
    }
    const loadBefore = loadavg()[0] ?? 0;
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], disableStorageReset: Boolean(session) },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const landed = await page.evaluate(() => ({
      url: window.location.href,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      hasForm: document.querySelector('main form') !== null,
    }));
    return { lhr, loadBefore, landed };
  } finally {
    await browser.disconnect();
    // chrome-launcher kills the whole process group; the profile goes once Chromium has let go of it.
    const closed =
      chrome.process.exitCode === null && chrome.process.signalCode === null
        ? new Promise((resolve) => chrome.process.once('close', resolve))
        : Promise.resolve();
    chrome.kill();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
