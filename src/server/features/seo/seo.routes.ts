/**
 * `GET /robots.txt`, `GET /sitemap.xml` (the index) and `GET /sitemaps/<kind>-<n>.xml`, served by the
 * server itself with or without the built client. Absolute URLs use PUBLIC_ORIGIN, else the address the
 * server listens on (public-origin.ts), never the request's Host.
 *
 * Each generated file is kept in this process for SITEMAP_TTL_MS, and its files' boundaries with it.
 * That is safe with several processes behind one address: every process builds the same files from the
 * same database, and where two differ for a while (one built before a listing changed, one after) a
 * crawler sees a listing a little late or a little longer (at worst in two neighbouring files at once,
 * until the next build), never a private page. Nothing is shared between processes, so nothing needs
 * to be dropped when a listing changes: the time limit alone bounds how stale a file is.
 */

import { type Context, Hono } from 'hono';
import { APP_MESSAGES } from '../../../shared/messages';
import type { AppEnv } from '../../app-env';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { apiError } from '../../lib/errors';
import { publicOrigin } from '../../lib/public-origin';
import { compress, type Encoding, pickEncoding } from '../client/index-page';
import { robotsTxt } from './robots';
import {
  readSitemapPath,
  SITEMAP_INDEX_PATH,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  type SitemapFile,
  type SitemapKind,
  sitemapEntries,
  sitemapFiles,
  sitemapIndexXml,
  sitemapPath,
  urlsetXml,
} from './sitemaps';

/** How long a generated sitemap is served again before it is built anew from the database. */
export const SITEMAP_TTL_MS = 30 * 60_000;

const SITEMAP_CACHE_CONTROL = `public, max-age=${SITEMAP_TTL_MS / 1000}`;
const ROBOTS_CACHE_CONTROL = CACHE_CONTROL.hour;

/** Files kept at once: the index and every child file, for an origin or two. */
const MAX_CACHED_FILES = 256;

export interface SeoOptions {
  /** URLs per child sitemap: SITEMAP_MAX_URLS unless a test wants to see the split with a few rows. */
  urlsPerFile?: number | undefined;
}

/** The server's one not-found answer (as for a missing photo), never kept by a cache. */
const notFound = (c: Context<AppEnv>) => {
  c.header('Cache-Control', CACHE_CONTROL.noStore);
  return apiError(c, 404, APP_MESSAGES.apiNotFound);
};

interface Document {
  xml: string;
  encoded: Map<Encoding, Uint8Array<ArrayBuffer>>;
}

/** A small time-limited cache of promises: concurrent requests for one file share one build. */
function expiringCache<T>(maxEntries: number) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return (key: string, build: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const found = entries.get(key);
    if (found && found.expires > now) return found.value;
    entries.delete(key);
    const entry = { expires: now + SITEMAP_TTL_MS, value: build() };
    entries.set(key, entry);
    // A failed build is not kept: the next request tries again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry.value;
  };
}

const originOf = (c: Context<AppEnv>) => publicOrigin(c.var.deps.env);

export function seoRoutes({ urlsPerFile = SITEMAP_MAX_URLS }: SeoOptions = {}) {
  const perFile = Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.trunc(urlsPerFile)));
  const filesOf = expiringCache<SitemapFile[]>(SITEMAP_KINDS.length);
  const documents = expiringCache<Document>(MAX_CACHED_FILES);

  const files = (c: Context<AppEnv>, kind: SitemapKind) =>
    filesOf(kind, () => sitemapFiles(c.var.deps.database.db, kind, perFile));

  const buildIndex = async (c: Context<AppEnv>, origin: string): Promise<string> => {
    const all = await Promise.all(SITEMAP_KINDS.map(async (kind) => ({ kind, files: await files(c, kind) })));
    const children = all.flatMap(({ kind, files }) =>
      files.map((file, i) => ({ path: sitemapPath(kind, i + 1), lastmod: file.lastmod })),
    );
    return sitemapIndexXml(origin, children);
  };

  const send = (c: Context<AppEnv>, document: Document) => {
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const headers: Record<string, string> = {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': SITEMAP_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    };
    if (!encoding) return new Response(document.xml, { headers });
    let body = document.encoded.get(encoding);
    if (!body) {
      body = compress(document.xml, encoding, false);
      document.encoded.set(encoding, body);
    }
    headers['Content-Encoding'] = encoding;
    return new Response(body, { headers });
  };

  const serve = async (c: Context<AppEnv>, build: (origin: string) => Promise<string>) => {
    const origin = originOf(c);
    const document = await documents(`${origin}${c.req.path}`, async () => ({
      xml: await build(origin),
      encoded: new Map(),
    }));
    return send(c, document);
  };

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => c.text(robotsTxt(originOf(c)), 200, { 'Cache-Control': ROBOTS_CACHE_CONTROL }))
    .get(SITEMAP_INDEX_PATH, (c) => serve(c, (origin) => buildIndex(c, origin)))
    .get('/sitemaps/:file', async (c) => {
      const wanted = readSitemapPath(c.req.path);
      const all = wanted && (await files(c, wanted.kind));
      const file = wanted && all?.[wanted.file - 1];
      // Only files the index lists are built and kept: any other number is a 404 (from the cached boundaries).
      if (!wanted || !file) return notFound(c);
      const next = all[wanted.file]?.start;
      return serve(c, async (origin) =>
        urlsetXml(origin, await sitemapEntries(c.var.deps.database.db, wanted.kind, file.start, next, perFile)),
      );
    });
}
