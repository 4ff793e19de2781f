// @unocss-include
/**
 * The home page's hero (its heading and tagline) as the server writes it into the page's HTML, so the
 * largest text paints as soon as the HTML and CSS arrive instead of after the scripts ran; React then
 * renders the same elements with the same classes in its place. One set of classes for both (a test
 * compares the two renderings).
 */
/** The common layout's <main> (PublicLayout), which the server's hero sits in too. */
export const PAGE_MAIN_CLASS = 'min-h-screen pt-[var(--header-h)] outline-none';

export const HOME_HERO_CLASS = {
  /** The hero runs up under the top bar, which stays transparent on the home page until the visitor scrolls. */
  band: '-mt-[var(--header-h)] bg-[linear-gradient(180deg,rgb(var(--c-brand-soft)),#fff)] pt-[var(--header-h)]',
  section: 'container-page pb-6 pt-6 sm:pb-10 sm:pt-12',
  title: 'text-3xl font-bold tracking-tight text-ink sm:text-5xl',
  tagline: 'mb-5 mt-3 max-w-2xl text-base text-muted sm:mb-8 sm:text-lg',
} as const;

/** The id that ties the hero's section to its heading. */
export const HOME_HERO_TITLE_ID = 'home-title';
