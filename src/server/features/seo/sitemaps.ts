/**
 * Sitemaps (sitemaps.org 0.9) generated from the database: an index of numbered child files per kind
 * (public pages, landing pages, active listings, projects, agents), each of at most `SITEMAP_MAX_URLS`
 * URLs. What is public is `publicListing` / `publicProject`, the same condition as every other public
 * read. Files are cut by keyset on the id: one query finds each file's first id (ids only, numbered in the
 * database), and a file reads its own range, so no more than one file's ids and dates are ever in memory.
 * Landing pages have no id of their own: they are numbered in the database in a fixed order (by city) and
 * a file reads its own range of those numbers.
 */
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { brokerPath, PATHS, type RouteKey } from '../../../shared/routes';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { landingSitemapPath, landingSitemapRows } from '../landing/landing.queries';
import { PUBLIC_SELLER_TYPES } from '../listings/brokers.service';
import { properties } from '../listings/listings.schema';
import { publicListing, publicProject } from '../listings/public-visibility';
import { projects } from '../projects/projects.schema';
import { sellers } from '../sellers/sellers.schema';

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export const SITEMAP_KINDS = ['pages', 'landing', 'properties', 'projects', 'agents'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** `/sitemaps/properties-1.xml`: the `file`th (from 1) file of a kind. */
export const sitemapPath = (kind: SitemapKind, file: number): string => `/sitemaps/${kind}-${file}.xml`;

/** `/sitemaps/<kind>-<n>.xml` as a kind and a file number, or undefined for any other path. */
export function readSitemapPath(path: string): { kind: SitemapKind; file: number } | undefined {
  const match = /^\/sitemaps\/([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(path);
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
  return kind && match?.[2] ? { kind, file: Number(match[2]) } : undefined;
}

/**
 * The public pages anyone may open, from the route table: home, browsing and search, insights, advice,
 * services, the posting pages' explanations, about, contact and the legal pages. Results pages
 * (`/search-results`) are one per search and are left to the landing pages; private pages never appear.
 */
export const SITEMAP_PAGES: readonly RouteKey[] = [
  'home',
  'properties',
  'search',
  'insightsLocalities',
  'insightsPriceTrends',
  'insightsEmiCalculator',
  'insightsReviews',
  'realEstateAdvice',
  'servicePropertyManagement',
  'serviceValuation',
  'serviceLegal',
  'serviceMortgage',
  'serviceInspection',
  'serviceInvestment',
  'serviceAgents',
  'serviceBuilders',
  'serviceArchitects',
  'serviceInteriorDecorators',
  'serviceVaastu',
  'serviceContractors',
  'serviceConsultants',
  'postProperty',
  'postProject',
  'postAProperty',
  'about',
  'contact',
  'terms',
  'privacy',
];

/** One URL of a child sitemap: its path on the site and, for a row of the database, when it last changed. */
export interface SitemapEntry {
  path: string;
  /** W3C date-time in UTC, e.g. `2026-11-25T20:48:11+00:00`. */
  lastmod?: string | undefined;
}

/** One child file of a kind: the first id it holds and its newest change. */
export interface SitemapFile {
  start: number;
  lastmod?: string | undefined;
}

/** A timestamp as a UTC W3C date-time, written by the database so that every driver gives the same text. */
const w3c = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;

/** A listing or project last changed when it was edited or approved, whichever is later. */
const changedAt = (updated: AnyPgColumn, published: AnyPgColumn) =>
  sql`greatest(${updated}, coalesce(${published}, ${updated}))`;

/** Ids from `from` and below `to` (no upper end when undefined). */
const idRange = (id: AnyPgColumn, from: number, to: number | undefined): SQL | undefined =>
  and(gte(id, from), to === undefined ? undefined : lt(id, to));

type Range = (id: AnyPgColumn) => SQL | undefined;

interface DatabaseKind {
  /** The public rows of the kind as `id, at` (id and change time), within `range` (a condition on the id). */
  rows(range: Range): SQL;
  path(id: number): string;
}

const DATABASE_KINDS: Record<Exclude<SitemapKind, 'pages' | 'landing'>, DatabaseKind> = {
  properties: {
    rows: (range) => sql`select ${properties.id} as id, ${changedAt(properties.updatedAt, properties.publishedAt)} as at
      from ${properties} where ${and(publicListing, range(properties.id))}`,
    path: (id) => `${PATHS.propertyProfile}?id=${id}`,
  },
  projects: {
    rows: (range) => sql`select ${projects.id} as id, ${changedAt(projects.updatedAt, projects.publishedAt)} as at
      from ${projects} where ${and(publicProject, range(projects.id))}`,
    path: (id) => `${PATHS.projectProfile}?id=${id}`,
  },
  // Agents and builders with a public page (`/broker/:id`) and at least one public listing; their page
  // changes when one of those listings does.
  agents: {
    rows: (
      range,
    ) => sql`select ${properties.sellerId} as id, max(${changedAt(properties.updatedAt, properties.publishedAt)}) as at
      from ${properties} inner join ${sellers} on ${eq(sellers.userId, properties.sellerId)}
      where ${and(publicListing, inArray(sellers.sellerType, PUBLIC_SELLER_TYPES), range(properties.sellerId))}
      group by ${properties.sellerId}`,
    path: (id) => brokerPath(id),
  },
};

/** The files of a kind with `perFile` URLs each: none when the kind has nothing public. */
export async function sitemapFiles(db: Database, kind: SitemapKind, perFile: number): Promise<SitemapFile[]> {
  if (kind === 'pages') {
    return Array.from({ length: Math.ceil(SITEMAP_PAGES.length / perFile) }, (_, i) => ({ start: i * perFile }));
  }
  if (kind === 'landing') {
    // `start` is the number of the file's first page (from 0), as the pages' own kind counts them.
    const result = await db.execute(sql`select min(n) as start, ${w3c(sql`max(at)`)} as lastmod
      from (${landingSitemapRows(changedAt(properties.updatedAt, properties.publishedAt))}) as numbered
      group by n / ${sql.raw(String(Math.trunc(perFile)))} order by start`);
    return rowsOf<{ start: string | number; lastmod: string }>(result).map((row) => ({
      start: Number(row.start),
      lastmod: row.lastmod,
    }));
  }
  const rows = DATABASE_KINDS[kind].rows(() => undefined);
  const result = await db.execute(sql`select min(id) as start, ${w3c(sql`max(at)`)} as lastmod
    from (select id, at, row_number() over (order by id) - 1 as n from (${rows}) as r) as numbered
    group by n / ${sql.raw(String(Math.trunc(perFile)))} order by start`);
  return rowsOf<{ start: string | number; lastmod: string }>(result).map((row) => ({
    start: Number(row.start),
    lastmod: row.lastmod,
  }));
}

/**
 * The URLs of one file: ids from `start` up to (not including) the next file's `next`, at most `perFile`
 * of them, by id.
 */
export async function sitemapEntries(
  db: Database,
  kind: SitemapKind,
  start: number,
  next: number | undefined,
  perFile: number,
): Promise<SitemapEntry[]> {
  if (kind === 'pages') {
    return SITEMAP_PAGES.slice(start, start + perFile).map((key) => ({ path: PATHS[key] }));
  }
  if (kind === 'landing') {
    const end = Math.min(start + Math.trunc(perFile), next ?? Number.MAX_SAFE_INTEGER);
    const result = await db.execute(sql`select city, t, d, locality, ${w3c(sql`at`)} as lastmod
      from (${landingSitemapRows(changedAt(properties.updatedAt, properties.publishedAt))}) as numbered
      where n >= ${start} and n < ${end} order by n`);
    return rowsOf<{ city: string; t: string | null; d: string | null; locality: string | null; lastmod: string }>(
      result,
    ).map((row) => ({ path: landingSitemapPath(row), lastmod: row.lastmod }));
  }
  const { rows, path } = DATABASE_KINDS[kind];
  const result = await db.execute(sql`select id, ${w3c(sql`at`)} as lastmod
    from (${rows((id) => idRange(id, start, next))}) as r order by id limit ${Math.trunc(perFile)}`);
  return rowsOf<{ id: string | number; lastmod: string }>(result).map((row) => ({
    path: path(Number(row.id)),
    lastmod: row.lastmod,
  }));
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entryXml = (tag: 'url' | 'sitemap', loc: string, lastmod: string | undefined) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>\n`;

/** A `<urlset>` of absolute URLs on `origin`. */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => entryXml('url', `${origin}${entry.path}`, entry.lastmod)).join('');
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls}</urlset>\n`;
}

/** A `<sitemapindex>` of the child files on `origin`. */
export function sitemapIndexXml(origin: string, files: readonly SitemapEntry[]): string {
  const sitemaps = files.map((file) => entryXml('sitemap', `${origin}${file.path}`, file.lastmod)).join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps}</sitemapindex>\n`;
}
