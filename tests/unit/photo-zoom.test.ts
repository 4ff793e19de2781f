import { describe, expect, it } from 'vitest';
import { FIT, MAX_ZOOM, transformOf, zoomTo } from '../../src/client/features/admin/listings/review/photo-zoom';

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
