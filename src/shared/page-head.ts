/**
 * A public page's head as its component describes it: rendered on the server into <head> (title,
 * description, canonical link, Open Graph tags, schema.org JSON-LD), and set in the browser while the
 * page is shown. Addresses are paths on this site; the server makes them absolute with its public origin.
 */
export interface PageHead {
  /** The page's own title, without the site's name (the server and the browser add ` | Property Creator`). */
  title: string;
  description?: string | undefined;
  /** Path (and query) of the page's canonical address. */
  canonical?: string | undefined;
  /** Kept out of search engines' indexes (deep filter combinations, private pages). */
  noindex?: boolean | undefined;
  /** The picture a shared link shows: a path on this site, with its size. */
  image?: { path: string; width: number; height: number; alt: string } | undefined;
  /**
   * schema.org JSON-LD objects, each written as its own data block. Their addresses (the values of
   * SITE_PATH_PROPERTIES) may be paths on this site too: the server makes them absolute as well.
   */
  structuredData?: readonly Record<string, unknown>[] | undefined;
  /** A photo to fetch with the HTML (the page's largest paint): its media hash. */
  preloadPhoto?: string | undefined;
}

/**
 * The link preview of a page with no photo of its own (the home page, a city without photos, an agent
 * without one): the site's card in public/og-image.jpg (drawn by `npm run og-image`), at the size link previews use.
 */
export const SITE_SHARE_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Property Creator: find your next property in India',
} as const;

/** The element a server-rendered page embeds its API answers in (JSON data, never run). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Marks a #root the server filled with a rendered page: the browser hydrates it instead of rendering anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The schema.org properties whose values are addresses: a path on this site among them is made absolute. */
export const SITE_PATH_PROPERTIES: ReadonlySet<string> = new Set([
  '@id',
  'url',
  'urlTemplate',
  'logo',
  'image',
  'item',
  'contentUrl',
  'thumbnailUrl',
]);

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * `data` with every site path under an address property prefixed with `origin`. Only those properties:
 * a listing's title or description that begins with '/' stays the text it is.
 */
export function absoluteStructuredData(data: unknown, origin: string, addressProperty = false): unknown {
  if (addressProperty && isSitePath(data)) return `${origin}${data}`;
  if (Array.isArray(data)) return data.map((item) => absoluteStructuredData(item, origin, addressProperty));
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      absoluteStructuredData(value, origin, SITE_PATH_PROPERTIES.has(key)),
    ]),
  );
}

/** Set on <html> once the page in view is live in the browser (hydrated, or rendered there). */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
