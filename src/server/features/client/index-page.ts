/**
 * The served index.html: the built file with the deployment's support phone and e-mail as a JSON data
 * block (`<script type="application/json">` is data, never run, so the CSP needs no 'unsafe-inline'),
 * and on a server-rendered page the head it described: its title, description, canonical link, Open Graph
 * tags and schema.org JSON-LD blocks, and a preload of its largest photo (a listing's first photo, with the
 * gallery's srcset and sizes, so the browser fetches it with the HTML).
 *
 * The built file is read once and again only when it changes on disk. The common page (the shell) is
 * compressed once per encoding; a rendered page is compressed per request (a few kB, well under a
 * millisecond at the levels used here).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { galleryPhotoAttributes } from '../../../shared/listings/gallery-photo';
import { BRAND_NAME } from '../../../shared/messages';
import { PAGE_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../../../shared/page-head';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../../shared/site';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML content and in double- or single-quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);

/** JSON that cannot end its <script> element or open a comment in it: `<`, `>` and `&` as \u escapes. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

export const siteConfigScript = (config: SiteConfig): string =>
  `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;

/** A schema.org JSON-LD block: data like the configuration block, so the CSP needs no 'unsafe-inline'. */
export const structuredDataScript = (data: unknown): string =>
  `<script type="application/ld+json">${scriptJson(data)}</script>`;

const metaTag = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** A server-rendered page's head as its tags say it: the title with the site's name, addresses absolute. */
export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute URL of the page, or '' for none. */
  canonical: string;
  /** Kept out of search engines' indexes, its links still followed (deep filter combinations). */
  noindex?: boolean | undefined;
  image?: { url: string; width: number; height: number; alt: string } | undefined;
  /** Media hash of the page's largest photo, shown first: preloaded with the gallery's srcset and sizes. */
  firstPhoto?: string | undefined;
  /** schema.org JSON-LD objects, each written as its own data block. */
  structuredData?: readonly unknown[] | undefined;
}

/** The page's canonical, robots and link-preview tags (title and description are replaced in place, see `renderIndex`). */
function listingTags(meta: HeadMeta): string[] {
  const tags: string[] = [];
  if (meta.noindex) tags.push(metaTag('name', 'robots', 'noindex, follow'));
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  tags.push(
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', BRAND_NAME),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
  );
  if (meta.canonical) tags.push(metaTag('property', 'og:url', meta.canonical));
  if (meta.image) {
    tags.push(
      metaTag('property', 'og:image', meta.image.url),
      metaTag('property', 'og:image:width', meta.image.width),
      metaTag('property', 'og:image:height', meta.image.height),
      metaTag('property', 'og:image:alt', meta.image.alt),
    );
  }
  tags.push(metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'));
  if (meta.firstPhoto) tags.push(firstPhotoPreload(meta.firstPhoto));
  for (const data of meta.structuredData ?? []) tags.push(structuredDataScript(data));
  return tags;
}

/**
 * The page's first API read, fetched with the scripts. The same request the page's fetch makes (same URL,
 * CORS mode, same-origin credentials), so the browser hands the page the preloaded answer.
 */
export const dataPreloadTag = (path: string): string =>
  `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(path)}" />`;

/** The gallery's first photo, fetched with the scripts: the same srcset and sizes as its <img> (gallery-photo.ts). */
export function firstPhotoPreload(hash: string): string {
  const { src, srcSet, sizes } = galleryPhotoAttributes(hash);
  return (
    `<link rel="preload" as="image" href="${escapeHtml(src)}" ` +
    `imagesrcset="${escapeHtml(srcSet)}" imagesizes="${sizes}" fetchpriority="high" />`
  );
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

/** What one page adds to the template beyond the site configuration. */
export interface PageParts {
  /** An active listing's or a rendered page's title, description, canonical, robots and link-preview tags. */
  meta?: HeadMeta | undefined;
  /** `<link rel="modulepreload">` tags for the page's own code (route-preloads.ts). */
  preloads?: readonly string[];
  /** The page rendered on the server (server-render.ts), written into the empty `#root`. */
  root?: string;
  /** The API answers the page was rendered from, embedded for the browser's first render. */
  answers?: Record<string, unknown> | undefined;
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page for one request: the template with the site configuration and the page's own parts. */
export function renderIndex(
  template: string,
  config: SiteConfig,
  { meta, preloads = [], root, answers }: PageParts = {},
): string {
  let html =
    root === undefined
      ? template
      : template.replace(EMPTY_ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${root}</div>`);
  const head: string[] = [siteConfigScript(config), ...preloads];
  if (answers)
    head.push(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(answers)}</script>`);
  if (meta) {
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    const description = metaTag('name', 'description', meta.description);
    // Replacer functions: a `$&` in a listing's title must stay text, not become a replacement pattern.
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else head.push(title);
    if (DESCRIPTION.test(html)) html = html.replace(DESCRIPTION, () => description);
    else head.push(description);
    head.push(...listingTags(meta));
  }
  const at = html.search(/<\/head>/i);
  const block = `${head.join('\n    ')}\n  `;
  return at === -1 ? block + html : html.slice(0, at) + block + html.slice(at);
}

export type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts (brotli, then gzip); undefined for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

export function compress(text: string, encoding: Encoding, best: boolean): Uint8Array<ArrayBuffer> {
  const input = Buffer.from(text);
  const output =
    encoding === 'br'
      ? brotliCompressSync(input, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        })
      : gzipSync(input, { level: best ? 9 : 6 });
  // A copy on its own ArrayBuffer: what a Response body accepts.
  return new Uint8Array(output);
}

/** Reads `<clientDir>/index.html`, again only when its size or modification time changes. */
export function indexTemplate(clientDir: string): () => Promise<string | undefined> {
  const file = join(clientDir, 'index.html');
  let cached: { stamp: string; html: string } | undefined;
  return async () => {
    try {
      const info = await stat(file);
      const stamp = `${info.mtimeMs}:${info.size}`;
      if (cached?.stamp !== stamp) cached = { stamp, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return undefined;
    }
  };
}

interface CachedPage {
  template: string;
  configKey: string;
  html: string;
  encoded: Map<Encoding, Uint8Array<ArrayBuffer>>;
}

/** Pages kept by `commonPageCache`: every route, and the searches opened most recently. */
const MAX_CACHED_PAGES = 256;

/**
 * The pages without listing meta, rendered and compressed once per template and configuration, and per
 * `pageKey`: the route (a handful have parts of their own, the same for every request), or a results page's
 * route and search. The least recently used go first beyond MAX_CACHED_PAGES. `best` compression (brotli
 * 11: about 1.3 ms for the page, against 0.05 ms) is worth it for pages served again and again.
 */
export function commonPageCache() {
  const pages = new Map<string, CachedPage>();
  return (
    template: string,
    config: SiteConfig,
    encoding: Encoding | undefined,
    pageKey = '',
    parts: Omit<PageParts, 'meta'> = {},
    best = true,
  ): string | Uint8Array<ArrayBuffer> => {
    const configKey = JSON.stringify(config);
    let entry = pages.get(pageKey);
    if (entry?.template !== template || entry.configKey !== configKey) {
      entry = { template, configKey, html: renderIndex(template, config, parts), encoded: new Map() };
    }
    // Map order is insertion order: set again at the end, the oldest is the first key.
    pages.delete(pageKey);
    pages.set(pageKey, entry);
    if (pages.size > MAX_CACHED_PAGES) pages.delete(pages.keys().next().value as string);
    if (!encoding) return entry.html;
    let body = entry.encoded.get(encoding);
    if (!body) {
      body = compress(entry.html, encoding, best);
      entry.encoded.set(encoding, body);
    }
    return body;
  };
}
