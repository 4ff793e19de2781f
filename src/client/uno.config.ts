/**
 * UnoCSS for the client (vite.config.ts points its UnoCSS plugin here: no config file may live at the
 * top level). Colours are CSS variables so a later theme (dark mode, a white-label partner) changes
 * them in one place; components use the shortcuts below, never raw hex values.
 */
import { defineConfig, presetWind3 } from 'unocss';
import { BRAND_CSS } from './ui/brand.styles';

/** A theme colour read from its `--c-<name>` RGB channels, so opacity modifiers (`bg-night/60`) work. */
const channel = (name: string) => `rgb(var(--c-${name}) / <alpha-value>)`;

export default defineConfig({
  presets: [presetWind3()],
  theme: {
    colors: {
      brand: { DEFAULT: channel('brand'), dark: channel('brand-dark'), soft: channel('brand-soft') },
      accent: { DEFAULT: channel('accent'), dark: channel('accent-dark') },
      ink: channel('ink'),
      muted: channel('muted'),
      line: channel('line'),
      surface: channel('surface'),
      night: channel('night'),
    },
    fontFamily: {
      // No web fonts: the phone's own font renders instantly on a slow connection.
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    },
  },
  shortcuts: {
    'container-page': 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    btn: 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold leading-5 whitespace-nowrap transition-colors duration-150 cursor-pointer disabled:(cursor-not-allowed opacity-60)',
    'btn-solid': 'btn bg-brand text-white hover:bg-brand-dark',
    'btn-accent': 'btn bg-accent text-night hover:bg-accent-dark',
    'btn-outline': 'btn border border-brand text-brand bg-white hover:bg-brand-soft',
    'btn-ghost': 'btn text-ink hover:bg-brand-soft',
    'text-link': 'text-brand underline underline-offset-2 hover:text-brand-dark',
    'nav-link': 'block rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-soft hover:text-brand',
    'nav-link-active': 'bg-brand-soft text-brand',
    card: 'rounded-xl border border-line bg-white p-5 shadow-sm',
  },
  preflights: [{ getCSS: () => BRAND_CSS }],
});
