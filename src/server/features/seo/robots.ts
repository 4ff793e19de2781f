/**
 * robots.txt: the public site is open to every crawler; the admin and seller areas (seller sign-up
 * included), the API and the pages of one person (the account with its saved searches, the shortlist,
 * login) are not. It names the sitemap index by its absolute address.
 */
import { PATHS } from '../../../shared/routes';
import { SITEMAP_INDEX_PATH } from './sitemaps';

/** Path prefixes no crawler should fetch: robots.txt matches each as the start of a path. */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/admin',
  '/saller',
  '/api',
  PATHS.profile,
  PATHS.shortlist,
  PATHS.login,
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}
