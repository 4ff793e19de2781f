import { type PointerEvent, useEffect, useLayoutEffect, useRef, useState, type WheelEvent } from 'react';
import { useBackCloses } from '../../lib/use-back-closes';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { FIT, swipeStep, transformOf, ZOOM_STEP, type Zoom, zoomTo } from './photo-zoom';
import type { ViewerPhoto } from './viewer-photo';

const DOUBLE_TAP_MS = 300;

interface Options {
  photos: readonly ViewerPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * The photo viewer's zoom and moves: wheel, pinch, double-tap or double-click, the + − 0 keys; a drag pans
 * when zoomed and swipes to the next photo when not; ← → and Escape; Back closes it. Pointer events cover mouse, pen and
 * touch alike. The zoom is a CSS transform, which follows the state after each render.
 */
export function usePhotoViewer({ photos, index, onIndex, onClose }: Options) {
  const [zoom, setZoom] = useState<Zoom>(FIT);
  const stage = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);
  /** Where the one-finger gesture started; `multi` once a second finger came (a pinch is no swipe). */
  const gesture = useRef<{ x: number; y: number; multi: boolean } | null>(null);
  /** How far the fitted photo follows a sideways drag, before it becomes a swipe. */
  const [swipeDx, setSwipeDx] = useState(0);
  useFocusTrap(dialog, closeButton);
  useScrollLock();
  useBackCloses(onClose);
  const photo = photos[index];
  const count = photos.length;

  const size = () => {
    const rect = stage.current?.getBoundingClientRect();
    return { width: rect?.width ?? 1, height: rect?.height ?? 1, left: rect?.left ?? 0, top: rect?.top ?? 0 };
  };
  /** A point of the screen, from the stage's centre. */
  const fromCentre = (x: number, y: number) => {
    const s = size();
    return { cx: x - s.left - s.width / 2, cy: y - s.top - s.height / 2 };
  };
  const scaleTo = (scale: number, around?: { cx: number; cy: number }) =>
    setZoom((now) => zoomTo(now, scale, size(), around));
  const scaleBy = (factor: number) => setZoom((now) => zoomTo(now, now.scale * factor, size()));
  const reset = () => setZoom(FIT);
  const go = (step: number) => {
    setZoom(FIT);
    onIndex((index + step + count) % count);
  };

  // Set on the element's style object (the CSSOM), which the CSP allows; a `style` attribute it would not.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the photo's key remounts the image, which needs it again.
  useLayoutEffect(() => {
    if (image.current) image.current.style.transform = swipeDx ? `translateX(${swipeDx}px)` : transformOf(zoom);
  }, [swipeDx, zoom, photo?.hash]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const actions: Record<string, () => void> = {
        Escape: onClose,
        ArrowRight: () => go(1),
        ArrowLeft: () => go(-1),
        '+': () => scaleBy(ZOOM_STEP),
        '=': () => scaleBy(ZOOM_STEP),
        '-': () => scaleBy(1 / ZOOM_STEP),
        '0': reset,
      };
      const action = actions[event.key];
      if (!action) return;
      // The review page's own keys (J, K, A, R, arrows) wait while the photo is open.
      event.preventDefault();
      event.stopPropagation();
      action();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });

  const onWheel = (event: WheelEvent) => {
    const around = fromCentre(event.clientX, event.clientY);
    setZoom((now) => zoomTo(now, now.scale * Math.exp(-event.deltaY / 300), size(), around));
  };
  const onPointerDown = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) gesture.current = { x: event.clientX, y: event.clientY, multi: false };
    else if (gesture.current) gesture.current.multi = true;
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: zoom.scale };
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const was = pointers.current.get(event.pointerId);
    if (!was) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (pinch.current && a && b) {
      const around = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      scaleTo((pinch.current.scale * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.current.distance, around);
    } else if (zoom.scale > 1) {
      const move = { dx: event.clientX - was.x, dy: event.clientY - was.y };
      setZoom((now) => zoomTo(now, now.scale, size(), undefined, move));
    } else if (gesture.current && !gesture.current.multi && count > 1) {
      setSwipeDx(event.clientX - gesture.current.x);
    }
  };
  /** True when the gesture ending at this pointer was a swipe to another photo (and went there). */
  const swiped = (event: PointerEvent): boolean => {
    const start = gesture.current;
    gesture.current = null;
    setSwipeDx(0);
    if (!start || start.multi || zoom.scale > 1 || count < 2) return false;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, size().width);
    if (step !== 0) go(step);
    return step !== 0;
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (pointers.current.size > 0) return;
    if (swiped(event)) {
      lastTap.current = 0;
      return;
    }
    const now = Date.now();
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      setZoom((z) => (z.scale > 1 ? FIT : zoomTo(z, ZOOM_STEP, size(), fromCentre(event.clientX, event.clientY))));
    } else lastTap.current = now;
  };

  return {
    photo,
    count,
    zoomed: zoom.scale > 1,
    refs: { stage, dialog, closeButton, image },
    stageHandlers: { onWheel, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    zoomIn: () => scaleTo(zoom.scale * ZOOM_STEP),
    zoomOut: () => scaleTo(zoom.scale / ZOOM_STEP),
    reset,
    next: () => go(1),
    previous: () => go(-1),
  };
}
