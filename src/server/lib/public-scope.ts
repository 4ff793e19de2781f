/**
 * What a public answer shows and what a change touches, as tags, so that a change drops only the kept
 * answers it touches (public-cache.ts):
 *
 * - `listing:<id>` / `project:<id>`: one listing's own detail;
 * - `city:<slug>`: what shows a city's listings (its searches, landing pages, reviews, the detail pages
 *   whose similar listings come from it);
 * - `general`: everything else, and any answer that did not say (home, compare, sitemaps, a search naming
 *   no city). Every change to a listing drops these: they may show any listing.
 *
 * A read says what it shows with `readShows` while it is made; a page rendered on the server shows what its
 * API reads showed. A change says what it touched with `changeTouches` (or `changeTouchesNothing`); a
 * change that says nothing drops every kept answer, as the safe default.
 */
import type { Context } from 'hono';
import { slugOf } from '../../shared/landing/landing-slug';

/** The tag every answer carries: bumping it drops them all. */
export const EVERY_ANSWER = '*';
/** Answers that may show any listing. */
export const GENERAL = 'general';

export const listingTag = (id: number): string => `listing:${id}`;
export const projectTag = (id: number): string => `project:${id}`;
/** A city's tag from its name or slug ('Navi Mumbai' and 'navi-mumbai' are one city); general when blank. */
export const cityTag = (city: string): string => {
  const slug = slugOf(city);
  return slug ? `city:${slug}` : GENERAL;
};

const shown = new WeakMap<Request, Set<string>>();
const touched = new WeakMap<Request, Set<string>>();

/** The answer being made for this request shows what these tags name. */
export function readShows(c: Context | Request, ...tags: string[]): void {
  const request = c instanceof Request ? c : c.req.raw;
  const set = shown.get(request) ?? new Set<string>();
  for (const tag of tags) set.add(tag);
  shown.set(request, set);
}

/** What the answer made for `request` shows: general unless its route said. */
export function shownBy(request: Request): string[] {
  const set = shown.get(request);
  return set?.size ? [...set] : [GENERAL];
}

/** The change this request makes touches what these tags name (and nothing else public). */
export function changeTouches(c: Context, ...tags: string[]): void {
  const set = touched.get(c.req.raw) ?? new Set<string>();
  for (const tag of tags) set.add(tag);
  touched.set(c.req.raw, set);
}

/** What the change touched: undefined when it did not say (everything), empty when nothing public. */
export function touchedBy(request: Request): string[] | undefined {
  const set = touched.get(request);
  return set && [...set];
}
