import { describe, expect, it } from 'vitest';
import { CITY_PREFETCH_PHOTO_WIDTH, cardPhotoWidth, RAIL_PHOTO_SIZES } from '../../src/shared/sw-protocol';

/**
 * The city prefetch caches the card photo width the home rails' srcset picks (320w/640w/1024w, sizes
 * 78vw on phones, 50vw from 640 px, 25vw from 1024 px: RAIL_PHOTO_SIZES). The end-to-end offline test checks a prefetched home
 * page's photos load offline in real Chromium; these are the widths for common screens.
 */
describe('the card photo width a screen asks for', () => {
  it.each([
    [360, 1, 320],
    [360, 2, 640],
    [412, 1.75, 640],
    [412, 2.625, 1024],
    [390, 3, 1024],
    [768, 1, 640],
    [1280, 1, 320],
    [1280, 2, 640],
    [1920, 1, 640],
  ])('%i px at %fx → %i w', (width, dpr, expected) => {
    expect(cardPhotoWidth(width, dpr)).toBe(expected);
  });

  it("is worked out from the rails' own sizes", () => {
    expect(RAIL_PHOTO_SIZES).toBe('(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 78vw');
  });

  it('falls back to the phone width when the page does not say', () => {
    expect(cardPhotoWidth()).toBe(CITY_PREFETCH_PHOTO_WIDTH);
    expect(cardPhotoWidth(0, 2)).toBe(CITY_PREFETCH_PHOTO_WIDTH);
  });
});
