/**
 * The photo viewer's zoom, as plain numbers: a scale from 1 (the photo fits the screen) to MAX_ZOOM and
 * an offset in screen pixels, kept so the photo never slides out of view. Pure, so it is tested alone.
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export const FIT: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_ZOOM = 4;
/** One press of + or −, and a double-tap from the fitted photo. */
export const ZOOM_STEP = 2;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * `zoom` moved by `dx`, `dy` and scaled to `scale` around the point (`cx`, `cy`) measured from the centre
 * of a stage `width` x `height`; the offset is held within half the overflow, so an edge of the photo
 * never leaves its edge of the stage.
 */
export function zoomTo(
  zoom: Zoom,
  scale: number,
  stage: { width: number; height: number },
  around = { cx: 0, cy: 0 },
  move = { dx: 0, dy: 0 },
): Zoom {
  const next = clamp(scale, 1, MAX_ZOOM);
  if (next === 1) return FIT;
  // The point under the pointer stays under it: offsets grow with the scale's ratio.
  const ratio = next / zoom.scale;
  const x = around.cx - (around.cx - zoom.x) * ratio + move.dx;
  const y = around.cy - (around.cy - zoom.y) * ratio + move.dy;
  const maxX = (stage.width * (next - 1)) / 2;
  const maxY = (stage.height * (next - 1)) / 2;
  return { scale: next, x: clamp(x, -maxX, maxX), y: clamp(y, -maxY, maxY) };
}

/** The CSS transform of a zoom. */
export const transformOf = (zoom: Zoom): string => `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`;

/** The shortest swipe that changes photo, in screen pixels (a fifth of a narrower stage). */
export const SWIPE_MIN_PX = 60;

/**
 * The photo a one-finger drag of `dx`, `dy` across the fitted photo moves to: +1 (the next, swiped
 * left), -1 (the previous) or 0 (too short, or more up-and-down than sideways: not a swipe).
 */
export function swipeStep(dx: number, dy: number, stageWidth: number): -1 | 0 | 1 {
  const needed = Math.min(SWIPE_MIN_PX, stageWidth / 5);
  if (Math.abs(dx) < needed || Math.abs(dx) < 1.5 * Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
