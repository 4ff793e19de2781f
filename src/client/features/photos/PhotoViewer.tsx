import { type PointerEvent, useEffect, useLayoutEffect, useRef, useState, type WheelEvent } from 'react';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { VIEWER_UI as UI } from './photo-viewer.content';
import { FIT, swipeStep, transformOf, ZOOM_STEP, type Zoom, zoomTo } from './photo-zoom';
import { type ViewerPhoto, viewerPhotoAttributes } from './viewer-photo';

export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const DOUBLE_TAP_MS = 300;

/**
 * Full-screen photo at the largest stored width the screen can use, zoomed with a CSS transform: wheel,
 * pinch, double-tap or double-click, the + − 0 keys and buttons; dragged when zoomed, swiped (or ← →) to
 * the next photo when not. No library: a buyer looking at a kitchen's finish or the admin looking for a
 * phone number painted on a wall needs no more than a transform up to 4x, and pointer events cover mouse,
 * pen and touch alike. Loaded only when a photo is opened (pages import it lazily).
 */
export function PhotoViewer({ photos, index, onIndex, onClose }: PhotoViewerProps) {
  const [zoom, setZoom] = useState<Zoom>(FIT);
  const stage = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef(0);
  /** Where the one-finger gesture started; `multi` once a second finger came (a pinch is no swipe). */
  const gesture = useRef<{ x: number; y: number; multi: boolean } | null>(null);
  /** How far the fitted photo follows a sideways drag, before it becomes a swipe. */
  const [swipeDx, setSwipeDx] = useState(0);
  const image = useRef<HTMLImageElement>(null);
  useFocusTrap(dialog, closeButton);
  useScrollLock();
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
        '+': () => setZoom((now) => zoomTo(now, now.scale * ZOOM_STEP, size())),
        '=': () => setZoom((now) => zoomTo(now, now.scale * ZOOM_STEP, size())),
        '-': () => setZoom((now) => zoomTo(now, now.scale / ZOOM_STEP, size())),
        '0': () => setZoom(FIT),
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
      const scale = (pinch.current.scale * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.current.distance;
      scaleTo(scale, around);
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

  if (!photo) return null;
  const control = 'rounded-lg bg-white/15 px-3 py-2 text-sm font-semibold text-white hover:bg-white/25';
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={UI.label(index + 1, count)}
      className="fixed inset-0 z-50 flex flex-col bg-night"
    >
      <div className="flex flex-wrap items-center gap-2 p-2 text-white">
        <p className="mr-auto text-sm font-semibold">{UI.label(index + 1, count)}</p>
        <button
          type="button"
          className={control}
          aria-label={UI.zoomOut}
          onClick={() => scaleTo(zoom.scale / ZOOM_STEP)}
        >
          −
        </button>
        <button type="button" className={control} onClick={() => setZoom(FIT)}>
          {UI.reset}
        </button>
        <button
          type="button"
          className={control}
          aria-label={UI.zoomIn}
          onClick={() => scaleTo(zoom.scale * ZOOM_STEP)}
        >
          +
        </button>
        <button ref={closeButton} type="button" className={control} onClick={onClose}>
          {UI.close}
        </button>
      </div>
      <div
        ref={stage}
        data-testid="photo-stage"
        className="relative min-h-0 flex-1 touch-none select-none overflow-hidden"
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          key={photo.hash}
          {...viewerPhotoAttributes(photo)}
          alt={UI.label(index + 1, count)}
          draggable={false}
          ref={image}
          className={`h-full w-full object-contain transition-transform duration-75 ${zoom.scale > 1 ? 'cursor-grab' : 'cursor-zoom-in'}`}
        />
      </div>
      <div className="flex items-center justify-between gap-2 p-2 text-white">
        <button type="button" className={control} onClick={() => go(-1)} disabled={count < 2}>
          {UI.previous}
        </button>
        <p className="hidden text-xs text-white/80 sm:block">{UI.hint}</p>
        <button type="button" className={control} onClick={() => go(1)} disabled={count < 2}>
          {UI.next}
        </button>
      </div>
    </div>
  );
}
