import { describe, expect, it } from 'vitest';
import {
  FIT,
  MAX_ZOOM,
  SWIPE_MIN_PX,
  swipeStep,
  transformOf,
  zoomTo,
} from '../../src/client/features/photos/photo-zoom';

const stage = { width: 400, height: 300 };

describe('the photo viewer zoom', () => {
  it('stays between fitting the screen and the largest zoom', () => {
    expect(zoomTo(FIT, 0.5, stage)).toEqual(FIT);
    expect(zoomTo(FIT, 100, stage).scale).toBe(MAX_ZOOM);
  });

  it('keeps the point under the pointer in place while zooming', () => {
    // 100 px right of the centre: at 2x, the photo moves 100 px left so that point stays put.
    expect(zoomTo(FIT, 2, stage, { cx: 100, cy: 0 })).toEqual({ scale: 2, x: -100, y: 0 });
  });

  it('never lets an edge of the photo leave its edge of the screen', () => {
    const zoomed = zoomTo(FIT, 2, stage);
    expect(zoomTo(zoomed, 2, stage, undefined, { dx: 5000, dy: -5000 })).toEqual({ scale: 2, x: 200, y: -150 });
    // Back to fit, the offset goes too.
    expect(zoomTo({ scale: 2, x: 200, y: -150 }, 1, stage)).toEqual(FIT);
  });

  it('is a CSS transform', () => {
    expect(transformOf({ scale: 2, x: -10, y: 5 })).toBe('translate(-10px, 5px) scale(2)');
  });
});

describe('a swipe across the fitted photo', () => {
  it('goes to the next photo leftwards and the previous one rightwards', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0, 1366)).toBe(1);
    expect(swipeStep(SWIPE_MIN_PX + 40, 10, 1366)).toBe(-1);
  });

  it('needs a fifth of a narrow stage at most, and is ignored when shorter', () => {
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0, 1366)).toBe(0);
    // 200 px wide: 40 px is enough.
    expect(swipeStep(-40, 0, 200)).toBe(1);
    expect(swipeStep(-39, 0, 200)).toBe(0);
  });

  it('is no swipe when the finger went more up or down than sideways', () => {
    expect(swipeStep(-100, 80, 360)).toBe(0);
    expect(swipeStep(-100, 60, 360)).toBe(1);
  });
});
