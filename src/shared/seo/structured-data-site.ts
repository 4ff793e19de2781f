/**
 * The site's own schema.org description, carried by the home page (JSON-LD data blocks, never run): the
 * `WebSite` with its search box (`SearchAction`, so a search engine can offer a search of this site from
 * its results), and the `Organization` behind it (name, address, logo). Addresses are paths on this site:
 * the server makes them absolute with its public origin (`absoluteStructuredData` in page-head.ts).
 */
import { BRAND_NAME } from '../messages';
import { PATHS, searchResultsHref } from '../routes';

const CONTEXT = 'https://schema.org';

/** The placeholder a search engine fills with the visitor's words (schema.org `query-input`). */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/** The logo search engines show for the organisation (a square PNG, at least 112 px). */
export const SITE_LOGO_PATH = '/icons/icon-512.png';

/**
 * The /search-results link (docs/routes.md, The search-results link) for a free-text search of all India, with
 * the placeholder left as it is (the link builder would encode its braces).
 */
export const searchActionTarget = (): string =>
  searchResultsHref({ propertyType: '', searchQuery: SEARCH_TERM_PLACEHOLDER }).replace(
    encodeURIComponent(SEARCH_TERM_PLACEHOLDER),
    SEARCH_TERM_PLACEHOLDER,
  );

/** The site, and how to search it. */
export const websiteStructuredData = (): Record<string, unknown> => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: BRAND_NAME,
  url: PATHS.home,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchActionTarget() },
    'query-input': `required name=${SEARCH_TERM_PLACEHOLDER.slice(1, -1)}`,
  },
});

/** Who runs the site. */
export const organizationStructuredData = (): Record<string, unknown> => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: BRAND_NAME,
  url: PATHS.home,
  logo: SITE_LOGO_PATH,
});
