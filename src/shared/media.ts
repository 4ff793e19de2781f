/** Where stored images are served: one URL per content hash and width, the same for client and server. */

/** The WebP widths every stored image has (4:3 pictures: 320x240, 640x480, 1024x768): what pages show. */
export const MEDIA_WIDTHS = [320, 640, 1024] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/**
 * One more width, for the full-screen photo viewer only (never in a card's or the page's srcset, so a
 * phone downloads what it did before). 1600 rather than 2048: the viewer's fitted photo is about 1080
 * device pixels wide on a 3x phone and 930 on a 1366 px laptop, so 1600 still holds 1.5-1.7x of real
 * detail when zoomed; a phone's upload resized to it stays a few hundred kB even as JPEG (browsers without
 * WebP encoding), and encoding it costs 2.4x the 1024 variant's pixels where 2048 would cost 4x. Stored
 * only for uploads wider than the largest page width; older photos and the demo's have none, which
 * `storedWidthsUpTo` accounts for.
 */
export const MEDIA_ZOOM_WIDTH = 1600;
export type StoredWidth = MediaWidth | typeof MEDIA_ZOOM_WIDTH;
export const STORED_WIDTHS: readonly StoredWidth[] = [...MEDIA_WIDTHS, MEDIA_ZOOM_WIDTH];

/** The largest width every stored image has. */
export const LARGEST_PAGE_WIDTH: MediaWidth = 1024;

/** Where photos are served when no MEDIA_BASE_URL is configured: our own server's stream. */
export const DEFAULT_MEDIA_BASE_URL = '/media';

/**
 * The deployment's photo address (MEDIA_BASE_URL, e.g. a CDN's `https://cdn.example.in/media`): set once
 * at start, on the server from its configuration and in the browser from the page's site configuration,
 * so one build serves any deployment.
 */
let mediaBase = DEFAULT_MEDIA_BASE_URL;
/**
 * The server answers for the request being handled (an app's own MEDIA_BASE_URL), so two apps in one
 * process (tests) never see each other's; undefined outside a request falls back to the process's base.
 */
let requestBase: () => string | undefined = () => undefined;

/** The base as every caller uses it: trimmed, no trailing slash, `/media` when unset. */
export const normalMediaBase = (base: string | null | undefined): string =>
  base?.trim().replace(/\/+$/, '') || DEFAULT_MEDIA_BASE_URL;

export function setMediaBaseUrl(base: string | null | undefined): void {
  mediaBase = normalMediaBase(base);
}

/** The server's hook for a per-request base (see `requestBase`). */
export function setRequestMediaBase(resolve: () => string | undefined): void {
  requestBase = resolve;
}

export const mediaBaseUrl = (): string => requestBase() ?? mediaBase;

/** `<media base>/<sha256 hex>-<width>.webp` (by default `/media/...`), served immutable. */
export const mediaUrl = (hash: string, width: StoredWidth): string => `${mediaBaseUrl()}/${hash}-${width}.webp`;

/** The widths a photo whose largest stored width is `largest` has (unknown: the page widths). */
export const storedWidthsUpTo = (largest: number | undefined): StoredWidth[] =>
  STORED_WIDTHS.filter((width) => width <= Math.max(largest ?? LARGEST_PAGE_WIDTH, LARGEST_PAGE_WIDTH));
