// @unocss-include
/**
 * The common layout's <main> (PublicLayout): below the fixed top bar, at least a screen tall, and without
 * a focus ring when the skip link moves focus to it. The server's first-paint HTML of a listing's photo
 * sits in the same element, so it is one constant for both.
 */
export const PAGE_MAIN_CLASS = 'min-h-screen pt-[var(--header-h)] outline-none';
