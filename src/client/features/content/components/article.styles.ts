// @unocss-include (UnoCSS scans .tsx files by default; these class lists live in a .ts module)
/**
 * Reading typography for long text (guides, terms, policy): 16 px body with generous line height, a
 * comfortable line length, spaced paragraphs and lists. Applied to a wrapper around plain <p>/<ul>.
 */
export const PROSE_CLASS = [
  'text-base leading-7 text-ink',
  '[&_p]:mt-4 [&>:first-child]:mt-0',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:leading-snug',
  '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-dark',
  '[&_strong]:font-semibold',
].join(' ');

/** Width of a column of running text (about 70 characters a line on desktop). */
export const MEASURE_CLASS = 'max-w-[70ch]';
