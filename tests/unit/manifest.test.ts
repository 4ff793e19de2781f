/**
 * The web app manifest, which makes the app installable: every field an install needs, and every file it points
 * at exists in public/ with the pixel size it declares.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HEADER_LABELS } from '../../src/client/app/layouts/layout.content';
import { ROUTES } from '../../src/shared/route-titles';
import { isAppRoute, PATHS } from '../../src/shared/routes';

const ROOT = new URL('../../', import.meta.url);

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: 'narrow' | 'wide';
  label?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: { name: string; short_name: string; url: string; icons: ManifestImage[] }[];
}

const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', ROOT), 'utf8')) as Manifest;
const indexHtml = readFileSync(new URL('index.html', ROOT), 'utf8');

/** The app path a manifest URL opens (query and hash dropped), resolved against the scope. */
const pathOf = (url: string) => new URL(url, `https://example.in${manifest.scope}`).pathname;

/** Reads a manifest image from public/ and checks its real pixel size and format against the declaration. */
async function expectImageAsDeclared(image: ManifestImage) {
  expect(image.src.startsWith('/')).toBe(true);
  const meta = await sharp(new URL(`public${image.src}`, ROOT).pathname).metadata();
  expect(`${meta.width}x${meta.height}`).toBe(image.sizes);
  expect(`image/${meta.format}`).toBe(image.type);
  return meta;
}

describe('manifest.webmanifest', () => {
  it('names the app and describes it', () => {
    expect(manifest.name).toMatch(/^Property Creator/);
    expect(manifest.short_name).toBe('Property Creator');
    // Home screens cut labels beyond about 12-15 characters; 'Property Creator' is 16 and fits Android's.
    expect(manifest.short_name.length).toBeLessThanOrEqual(16);
    expect(manifest.description.length).toBeGreaterThan(20);
  });

  it('opens standalone at the home page, inside a scope that covers every route', () => {
    expect(manifest.display).toBe('standalone');
    expect(manifest.scope).toBe('/');
    expect(pathOf(manifest.start_url)).toBe(PATHS.home);
    for (const path of Object.values(PATHS)) expect(path.startsWith(manifest.scope)).toBe(true);
  });

  it('has valid theme and background colours, the theme the same as index.html says', () => {
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('has 192 and 512 px icons and a maskable one, each file the size it declares', async () => {
    const sizes = manifest.icons.filter((icon) => (icon.purpose ?? 'any').includes('any')).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const maskable = manifest.icons.filter((icon) => icon.purpose?.split(' ').includes('maskable'));
    expect(maskable.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) await expectImageAsDeclared(icon);
  });

  it('has labelled screenshots for phones (narrow) and wide screens, small enough to fetch on install', async () => {
    const factors = manifest.screenshots.map((shot) => shot.form_factor);
    expect(factors).toContain('narrow');
    expect(factors).toContain('wide');
    for (const shot of manifest.screenshots) {
      expect(shot.label?.length ?? 0).toBeGreaterThan(10);
      const meta = await expectImageAsDeclared(shot);
      const [width, height] = [meta.width ?? 0, meta.height ?? 0];
      // Chromium's richer install UI: portrait for narrow, landscape for wide, no side over 2.3x the other.
      if (shot.form_factor === 'narrow') expect(height).toBeGreaterThan(width);
      else expect(width).toBeGreaterThan(height);
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
      expect(readFileSync(new URL(`public${shot.src}`, ROOT)).length).toBeLessThan(100_000);
    }
  });

  it('has Search, Shortlist and Post property shortcuts to app routes, each with a 96 px icon', async () => {
    const byPath = Object.fromEntries(manifest.shortcuts.map((shortcut) => [pathOf(shortcut.url), shortcut]));
    expect(Object.keys(byPath)).toEqual([PATHS.search, PATHS.shortlist, PATHS.postProperty]);
    expect(byPath[PATHS.search]?.name).toBe(ROUTES.search.title);
    expect(byPath[PATHS.shortlist]?.name).toBe(ROUTES.shortlist.title);
    expect(byPath[PATHS.postProperty]?.name).toBe(HEADER_LABELS.postProperty);
    for (const shortcut of manifest.shortcuts) {
      expect(isAppRoute(pathOf(shortcut.url))).toBe(true);
      expect(shortcut.short_name.length).toBeLessThanOrEqual(15);
      expect(shortcut.icons.map((icon) => icon.sizes)).toContain('96x96');
      for (const icon of shortcut.icons) await expectImageAsDeclared(icon);
    }
  });
});
