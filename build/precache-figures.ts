/**
 * What the built service worker keeps, read from the precache list in `<dist>/sw.js`, and what it costs a
 * phone to download: each file as the server sends it to a browser that takes gzip (the `.gz` copy the
 * build wrote beside it, or the file itself when it has none: small files and images). Printed at the end
 * of the build (precache-roles.ts), checked against the budget by `npm run bundle:check`, and read by
 * tests/e2e/sw-precache.test.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeRole, RoleTaggedEntry } from '../src/shared/sw-protocol';
import { CODE_ROLE_LIST } from './code-roles.ts';

export interface PrecacheFile {
  url: string;
  /** Empty for a file precached for everyone. */
  roles: CodeRole[];
  bytes: number;
  gzipBytes: number;
}

export interface PrecacheTotals {
  entries: number;
  bytes: number;
  gzipBytes: number;
}

export interface PrecacheFigures {
  files: PrecacheFile[];
  /** What every visitor's worker downloads at install. */
  public: PrecacheTotals;
  /** What a seller's or an admin's device keeps besides (a file both load counts in both). */
  roles: Record<CodeRole, PrecacheTotals>;
}

/**
 * The list vite-plugin-pwa injected in place of `self.__WB_MANIFEST`: a JSON array whose entries' keys are
 * sorted (workbox-build writes it with fast-json-stable-stringify), so it starts `[{"revision"`, and
 * `}]` closes it (no URL, revision or role holds those characters).
 */
export function readPrecacheList(distDir: string): RoleTaggedEntry[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const start = sw.indexOf('[{"revision"');
  const end = sw.indexOf('}]', start);
  if (start < 0 || end < 0) throw new Error(`no precache list found in ${join(distDir, 'sw.js')}`);
  return JSON.parse(sw.slice(start, end + 2)) as RoleTaggedEntry[];
}

const totalsOf = (files: PrecacheFile[]): PrecacheTotals => ({
  entries: files.length,
  bytes: files.reduce((sum, file) => sum + file.bytes, 0),
  gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
});

export function precacheFigures(distDir: string): PrecacheFigures {
  const files = readPrecacheList(distDir).map(({ url, roles = [] }) => {
    const path = join(distDir, url);
    const bytes = statSync(path).size;
    return { url, roles, bytes, gzipBytes: existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : bytes };
  });
  const roles = Object.fromEntries(
    CODE_ROLE_LIST.map((role) => [role, totalsOf(files.filter((file) => file.roles.includes(role)))]),
  ) as Record<CodeRole, PrecacheTotals>;
  return { files, public: totalsOf(files.filter((file) => file.roles.length === 0)), roles };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The figures in a few lines, as the build prints them. */
export function describePrecache(figures: PrecacheFigures): string[] {
  const line = (label: string, totals: PrecacheTotals) =>
    `${label}: ${totals.entries} files, ${kB(totals.gzipBytes)} gzip (${kB(totals.bytes)} raw)`;
  return [
    line('Service worker precache (every visitor, at install)', figures.public),
    ...CODE_ROLE_LIST.map((role) =>
      line(`Kept once ${role === 'admin' ? 'an admin' : 'a seller'} signs in`, figures.roles[role]),
    ),
  ];
}
