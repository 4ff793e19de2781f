/**
 * A landing page's head: its own title and description, its canonical address, and what search engines
 * read of it as schema.org JSON-LD (the breadcrumb trail and the list of the listings it shows). Kept out
 * of search engines' indexes when it is too thin to stand on its own (the API says which). Addresses are
 * paths on this site: the server makes them absolute with its public origin (absoluteStructuredData).
 */
import type { LandingPage } from '../../../shared/landing/landing-contract';
import type { PageHead } from '../../../shared/page-head';
import { PATHS } from '../../../shared/routes';
import { preview } from '../listing-detail/detail-head';

const CONTEXT = 'https://schema.org';

/** Home > city > page. */
export function breadcrumbListData(page: Pick<LandingPage, 'breadcrumbs'>): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.path,
    })),
  };
}

/** The listings the page shows, in its order, each by the address of its own page. */
export function itemListData(page: Pick<LandingPage, 'heading' | 'listings'>): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: page.heading,
    numberOfItems: page.listings.length,
    itemListElement: page.listings.map((listing, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: listing.title,
      url: `${PATHS.propertyProfile}?id=${listing.id}`,
    })),
  };
}

export function landingHead(page: LandingPage): PageHead {
  return {
    title: page.title,
    description: page.description,
    canonical: page.path,
    noindex: !page.indexable,
    // A shared city or locality page shows its first listing's photo.
    image: preview(page.listings.find((listing) => listing.coverPhoto)?.coverPhoto, page.heading),
    structuredData: [breadcrumbListData(page), ...(page.listings.length > 0 ? [itemListData(page)] : [])],
  };
}
