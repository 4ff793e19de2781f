/**
 * The support phone and e-mail this deployment shows (header, menus, footer, contact page). The server
 * writes them from its configuration into index.html as a JSON data block; without one (tests, a
 * development server) the built-in `SITE` values apply.
 */
import { setMediaBaseUrl } from '../../shared/media';
import { SITE, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../shared/site';

const DEFAULTS: SiteConfig = { phone: SITE.phone, email: SITE.email };

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

export function readSiteConfig(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): SiteConfig {
  const source = root?.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!source) return DEFAULTS;
  try {
    const parsed = JSON.parse(source) as Partial<Record<keyof SiteConfig, unknown>>;
    return {
      phone: text(parsed.phone, DEFAULTS.phone),
      email: text(parsed.email, DEFAULTS.email),
      ...(typeof parsed.mediaBaseUrl === 'string' ? { mediaBaseUrl: parsed.mediaBaseUrl } : {}),
    };
  } catch {
    return DEFAULTS;
  }
}

/** Read once at start: the configuration does not change while the page is open. */
export const siteConfig: SiteConfig = readSiteConfig();
// Every photo URL the page builds from here on points where this deployment serves photos.
setMediaBaseUrl(siteConfig.mediaBaseUrl);

/** On the server, which renders pages without a document: the deployment's own values. */
export function setServerSiteConfig(config: SiteConfig): void {
  Object.assign(siteConfig, config);
  setMediaBaseUrl(config.mediaBaseUrl);
}
