/**
 * A city's landing page address on its own (landing-paths.ts has the whole scheme): the footer, on every
 * page and so in the home page's scripts, needs only this much.
 */

export const LANDING_ROOT = '/in';

/** 'Arera Colony' → 'arera-colony'; 'Navi Mumbai' → 'navi-mumbai'. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A city's landing page: '/in/navi-mumbai'. */
export const cityLandingPath = (city: string): string => `${LANDING_ROOT}/${slugOf(city)}`;
