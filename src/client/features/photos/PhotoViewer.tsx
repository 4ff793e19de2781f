import { VIEWER_UI as UI } from './photo-viewer.content';
import { usePhotoViewer } from './use-photo-viewer';
import { type ViewerPhoto, viewerPhotoAttributes } from './viewer-photo';

export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const control = 'rounded-lg bg-white/15 px-3 py-2 text-sm font-semibold text-white hover:bg-white/25';

/**
 * Full-screen photo at the largest stored width the screen can use, zoomed with a CSS transform
 * (use-photo-viewer.ts): wheel, pinch, double-tap or double-click, the + − 0 keys and buttons; dragged when
 * zoomed, swiped (or ← →) to the next photo when not. No library: a buyer looking at a kitchen's finish or
 * the admin looking for a phone number painted on a wall needs no more than a transform up to 4x. Loaded
 * only when a photo is opened (pages import it lazily).
 */
export function PhotoViewer(props: PhotoViewerProps) {
  const viewer = usePhotoViewer(props);
  const { photo, count, refs } = viewer;
  if (!photo) return null;
  const label = UI.label(props.index + 1, count);
  return (
    <div
      ref={refs.dialog}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className="fixed inset-0 z-50 flex flex-col bg-night"
    >
      <div className="flex flex-wrap items-center gap-2 p-2 text-white">
        <p className="mr-auto text-sm font-semibold">{label}</p>
        <button type="button" className={control} aria-label={UI.zoomOut} onClick={viewer.zoomOut}>
          −
        </button>
        <button type="button" className={control} onClick={viewer.reset}>
          {UI.reset}
        </button>
        <button type="button" className={control} aria-label={UI.zoomIn} onClick={viewer.zoomIn}>
          +
        </button>
        <button ref={refs.closeButton} type="button" className={control} onClick={props.onClose}>
          {UI.close}
        </button>
      </div>
      <div
        ref={refs.stage}
        data-testid="photo-stage"
        className="relative min-h-0 flex-1 touch-none select-none overflow-hidden"
        {...viewer.stageHandlers}
      >
        <img
          key={photo.hash}
          {...viewerPhotoAttributes(photo)}
          alt={label}
          draggable={false}
          ref={refs.image}
          className={`h-full w-full object-contain transition-transform duration-75 ${viewer.zoomed ? 'cursor-grab' : 'cursor-zoom-in'}`}
        />
      </div>
      <div className="flex items-center justify-between gap-2 p-2 text-white">
        <button type="button" className={control} onClick={viewer.previous} disabled={count < 2}>
          {UI.previous}
        </button>
        <p className="hidden text-xs text-white/80 sm:block">{UI.hint}</p>
        <button type="button" className={control} onClick={viewer.next} disabled={count < 2}>
          {UI.next}
        </button>
      </div>
    </div>
  );
}
