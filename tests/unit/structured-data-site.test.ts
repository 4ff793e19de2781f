/**
 * The home page's schema.org blocks, as a search engine reads them once the server has written them: JSON
 * that parses, a WebSite whose SearchAction leads to the search-results link (docs/routes.md) with the search
 * engine's placeholder in `searchQuery`, and an Organization with name, address and logo, all absolute.
 */
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../../src/shared/messages';
import { absoluteStructuredData } from '../../src/shared/page-head';
import { PATHS, searchResultsHref } from '../../src/shared/routes';
import {
  organizationStructuredData,
  SEARCH_TERM_PLACEHOLDER,
  SITE_LOGO_PATH,
  websiteStructuredData,
} from '../../src/shared/seo/structured-data-site';

const ORIGIN = 'https://homes.example.in';

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read by its property names
type Json = Record<string, any>;

/** As the page carries it: made absolute by the server, then written and read back as JSON. */
const asServed = (data: Record<string, unknown>): Json =>
  JSON.parse(JSON.stringify(absoluteStructuredData(data, ORIGIN))) as Json;

describe("the site's structured data", () => {
  it('describes the WebSite with a SearchAction on the search-results link', () => {
    const site = asServed(websiteStructuredData());
    expect(site['@context']).toBe('https://schema.org');
    expect(site['@type']).toBe('WebSite');
    expect(site.name).toBe(BRAND_NAME);
    expect(site.url).toBe(`${ORIGIN}/`);
    const action = site.potentialAction;
    expect(action['@type']).toBe('SearchAction');
    expect(action['query-input']).toBe('required name=search_term_string');
    const template: string = action.target.urlTemplate;
    expect(action.target['@type']).toBe('EntryPoint');
    // A search engine fills the placeholder in; everything else is the search-results link for all of India.
    const filled = template.replace(SEARCH_TERM_PLACEHOLDER, encodeURIComponent('2 bhk in indore'));
    expect(filled).toBe(`${ORIGIN}${searchResultsHref({ propertyType: '', searchQuery: '2 bhk in indore' })}`);
    const url = new URL(template.replace(SEARCH_TERM_PLACEHOLDER, 'x'));
    expect(url.pathname).toBe(PATHS.searchResults);
    expect([...url.searchParams.keys()]).toEqual([
      'propertyType',
      'transactionType',
      'page',
      'city',
      'state',
      'locality',
      'searchQuery',
    ]);
    expect(template.endsWith(`searchQuery=${SEARCH_TERM_PLACEHOLDER}`)).toBe(true);
  });

  it('describes the Organization with its name, address and logo', () => {
    expect(asServed(organizationStructuredData())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND_NAME,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}${SITE_LOGO_PATH}`,
    });
  });
});

describe('absoluteStructuredData', () => {
  it('makes site paths absolute under address properties only, at any depth and in lists', () => {
    const data = {
      '@type': 'RealEstateListing',
      name: '/not/an/address',
      url: '/property-profile?id=1',
      image: ['/media/a.webp', 'https://cdn.example/b.webp'],
      offers: { '@type': 'Offer', url: '/x', description: '/y' },
      itemListElement: [{ '@type': 'ListItem', item: '/in/bhopal', name: '/Bhopal' }],
      sameAs: '//other.example/page',
      logo: '//other.example/logo.png',
    };
    expect(absoluteStructuredData(data, ORIGIN)).toEqual({
      '@type': 'RealEstateListing',
      name: '/not/an/address',
      url: `${ORIGIN}/property-profile?id=1`,
      image: [`${ORIGIN}/media/a.webp`, 'https://cdn.example/b.webp'],
      offers: { '@type': 'Offer', url: `${ORIGIN}/x`, description: '/y' },
      itemListElement: [{ '@type': 'ListItem', item: `${ORIGIN}/in/bhopal`, name: '/Bhopal' }],
      sameAs: '//other.example/page',
      logo: '//other.example/logo.png',
    });
  });
});
