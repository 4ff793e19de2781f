/**
 * The support phone and e-mail this deployment shows (header, menus, footer, contact page). The server
 * writes them from its configuration into index.html as a JSON data block; without one (tests, a
 * development server) the built-in `SITE` values apply.
 */
import type { MapTiles } from '../../shared/location/map-tiles';
import { setMediaBaseUrl } from '../../shared/media';
import { SITE, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../shared/site';

const DEFAULTS: SiteConfig = { phone: SITE.phone, email: SITE.email };

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** The map tiles, when the block names a template and its attribution; anything else is no map. */
function tilesOf(value: unknown): MapTiles | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { url, attribution, attributionUrl } = value as Record<string, unknown>;
  if (typeof url !== 'string' || !url.includes('{z}') || typeof attribution !== 'string') return undefined;
  return { url, attribution, ...(typeof attributionUrl === 'string' ? { attributionUrl } : {}) };
}

export function readSiteConfig(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): SiteConfig {
  const source = root?.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!source) return DEFAULTS;
  try {
    const parsed = JSON.parse(source) as Partial<Record<keyof SiteConfig, unknown>>;
    return {
      phone: text(parsed.phone, DEFAULTS.phone),
      email: text(parsed.email, DEFAULTS.email),
      ...(typeof parsed.mediaBaseUrl === 'string' ? { mediaBaseUrl: parsed.mediaBaseUrl } : {}),
      ...(tilesOf(parsed.tiles) ? { tiles: tilesOf(parsed.tiles) } : {}),
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
