import { LARGEST_PAGE_WIDTH } from '../../../shared/media';

/** The largest of a `media` row's variant widths (a photo without a row: the page widths every photo has). */
export const largestWidth = (variants: readonly number[] | null): number =>
  variants?.length ? Math.max(...variants) : LARGEST_PAGE_WIDTH;
