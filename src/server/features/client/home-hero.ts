/**
 * The home page's heading and tagline as HTML, written into `#root` of the home page's HTML: they paint
 * with the HTML and CSS, before the scripts have run (the page's largest paint on a phone), and React
 * replaces them with the same elements when it renders (src/shared/home-hero.ts has the classes both use).
 */
import { HOME_LABELS } from '../../../shared/home';
import { HOME_HERO_CLASS, HOME_HERO_TITLE_ID, PAGE_MAIN_CLASS } from '../../../shared/home-hero';
import { ROUTES } from '../../../shared/routes';
import { escapeHtml } from './index-page';

export const homeHeroHtml = (): string =>
  `<main class="${PAGE_MAIN_CLASS}"><div class="${HOME_HERO_CLASS.band}">` +
  `<section aria-labelledby="${HOME_HERO_TITLE_ID}" class="${HOME_HERO_CLASS.section}">` +
  `<h1 id="${HOME_HERO_TITLE_ID}" class="${HOME_HERO_CLASS.title}">${escapeHtml(ROUTES.home.title)}</h1>` +
  `<p class="${HOME_HERO_CLASS.tagline}">${escapeHtml(HOME_LABELS.tagline)}</p>` +
  '</section></div></main>';
