import type { MapTiles } from './location/map-tiles';

/**
 * The company's contact facts, shown in the header, the menus and the footer. One place so a later
 * issue can make them configurable per deployment.
 */
export const SITE = {
  /** Display form of the support phone number. */
  phone: '+91 755 400 1234',
  email: 'support@propertycreator.in',
  address: {
    lines: ['4th Floor, Shiv Shakti Tower', 'Zone-II, Maharana Pratap Nagar'],
    city: 'Bhopal',
    state: 'Madhya Pradesh',
    postalCode: '462030',
  },
  /**
   * The footer's four social networks, in the product's order (docs/product-rules.md, Screens and navigation).
   */
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/propertycreator' },
    { name: 'X', href: 'https://x.com/propertycreator' },
    { name: 'Instagram', href: 'https://www.instagram.com/propertycreator' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/propertycreator' },
  ],
  developerCredit: 'Designed and developed in Bhopal by the Property Creator team',
} as const;

/** `tel:` address of a display phone number ('+91 755 400 1234' → 'tel:+917554001234'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `mailto:` address of an e-mail. */
export const mailtoHref = (email: string): string => `mailto:${email}`;

/**
 * The support phone and e-mail come from the server's configuration (SUPPORT_PHONE, SUPPORT_EMAIL): it
 * writes them into index.html as `<script type="application/json" id="site-config">` (data, not code, so
 * the CSP is untouched) and the client reads them at start, falling back to `SITE`.
 */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

export interface SiteConfig {
  phone: string;
  email: string;
  /** Where photos are served (MEDIA_BASE_URL, or `/media`): see `setMediaBaseUrl`. */
  mediaBaseUrl?: string | undefined;
  /** The map tiles this deployment shows; absent, pages have no interactive map. */
  tiles?: MapTiles | undefined;
}
