import { useEffect, useId, useRef, useState } from 'react';
import { MAX_PHOTOS_PER_LISTING } from '../../../../shared/listings/vocabulary';
import { MEDIA_UPLOAD_TYPES } from '../../../../shared/media-upload';
import { ADD_PROPERTY_COPY as C } from './add-property.content';
import type { PhotoItem, PhotoUploads } from './use-photo-uploads';

/** Choose photos, watch them upload, put them in order; the first one is the cover. */
export function StepPhotos({ photos }: { photos: PhotoUploads }) {
  const inputId = useId();
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  // Moving a row moves its DOM node, which drops focus: put it back on the button that was pressed.
  const [moved, setMoved] = useState<{ key: string; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const row = list.current?.querySelector(`[data-photo="${moved.key}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.by}"]`);
    (wanted && !wanted.disabled
      ? wanted
      : row?.querySelector<HTMLButtonElement>(`[data-move="${-moved.by}"]`)
    )?.focus();
    setMoved(null);
  }, [moved]);
  const move = (key: string, by: -1 | 1) => {
    photos.move(key, by);
    setMoved({ key, by });
  };
  const full = photos.items.filter((item) => item.status !== 'failed').length >= MAX_PHOTOS_PER_LISTING;
  return (
    <>
      <div>
        <label
          htmlFor={inputId}
          className={`btn-outline inline-flex ${full ? 'pointer-events-none opacity-50' : 'cursor-pointer'}`}
        >
          {C.addPhotos}
        </label>
        <input
          id={inputId}
          name="photos"
          type="file"
          multiple
          accept={MEDIA_UPLOAD_TYPES.join(',')}
          disabled={full}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(e) => {
            photos.addFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <p id={hintId} className="mt-2 text-xs text-muted">
          {C.photosHint}
        </p>
      </div>
      <p role="alert" className={photos.notice ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
        {photos.notice}
      </p>
      {photos.items.length === 0 ? <p className="text-sm text-muted">{C.noPhotos}</p> : null}
      <ol ref={list} className="space-y-3">
        {photos.items.map((item, index) => (
          <PhotoRow key={item.key} item={item} index={index} count={photos.items.length} photos={photos} move={move} />
        ))}
      </ol>
    </>
  );
}

interface PhotoRowProps {
  item: PhotoItem;
  index: number;
  count: number;
  photos: PhotoUploads;
  move: (key: string, by: -1 | 1) => void;
}

function PhotoRow({ item, index, count, photos, move }: PhotoRowProps) {
  const label = `${C.photoAlt(index + 1)} (${item.name})`;
  const small = 'btn-ghost min-h-11 min-w-11 border border-line px-2 text-sm';
  return (
    <li data-photo={item.key} className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-2">
      {item.url ? (
        <img
          src={item.url}
          alt={C.photoAlt(index + 1)}
          width={80}
          height={60}
          className="h-15 w-20 rounded object-cover"
        />
      ) : (
        <div className="h-15 w-20 rounded bg-surface" aria-hidden="true" />
      )}
      <div className="min-w-32 flex-1">
        <p className="truncate text-sm text-ink">{item.name}</p>
        {index === 0 && item.status === 'done' ? <p className="text-xs font-semibold text-brand">{C.cover}</p> : null}
        {item.status === 'resizing' ? (
          <>
            <p className="text-xs text-muted">{C.resizing}</p>
            <progress className="w-full" aria-label={C.resizingLabel(item.name)} />
          </>
        ) : null}
        {item.status === 'uploading' ? (
          <>
            <p className="text-xs text-muted tabular-nums">{C.uploadedShare(Math.round(item.progress * 100))}</p>
            <progress className="w-full" max={1} value={item.progress} aria-label={C.uploading(item.name)} />
          </>
        ) : null}
        {item.status === 'failed' ? <p className="text-sm text-red-700">{item.error}</p> : null}
      </div>
      <div className="flex gap-1">
        <button
          type="button"
          className={small}
          data-move={-1}
          aria-label={C.moveUp(label)}
          disabled={index === 0}
          onClick={() => move(item.key, -1)}
        >
          ↑
        </button>
        <button
          type="button"
          className={small}
          data-move={1}
          aria-label={C.moveDown(label)}
          disabled={index === count - 1}
          onClick={() => move(item.key, 1)}
        >
          ↓
        </button>
        {index > 0 && item.status === 'done' ? (
          <button
            type="button"
            className={small}
            onClick={() => photos.makeCover(item.key)}
            aria-label={`${C.makeCover}: ${label}`}
          >
            {C.makeCover}
          </button>
        ) : null}
        <button
          type="button"
          className={small}
          aria-label={C.removePhoto(label)}
          onClick={() => photos.remove(item.key)}
        >
          ✕
        </button>
      </div>
    </li>
  );
}
