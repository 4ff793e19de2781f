import { useId } from 'react';
import type { MediaWidth } from '../../../../shared/media';
import { MEDIA_UPLOAD_TYPES } from '../../../../shared/media-upload';
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import { SELLER_PHOTO_COPY as C } from './seller-auth.content';
import { useSellerPhoto } from './use-seller-photo';

interface SellerPhotoFieldProps {
  /** The saved photo's URLs, or null without one. */
  urls: Record<MediaWidth, string> | null;
  onSaved: (profile: SellerMe) => void;
}

/**
 * The photo picker: the saved photo (or the chosen one while it uploads), a button to choose or change
 * it, one to remove it, the upload's progress and any refusal. Choosing a photo saves it at once.
 */
export function SellerPhotoField({ urls, onSaved }: SellerPhotoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const photo = useSellerPhoto(onSaved);
  const { state, busy } = photo;
  const percent = state.step === 'uploading' ? Math.round(state.progress * 100) : 0;
  const working =
    state.step === 'uploading'
      ? null
      : state.step === 'saving'
        ? C.saving
        : state.step === 'removing'
          ? C.removing
          : null;

  return (
    <div>
      <div className="flex items-center gap-4">
        <PhotoPreview urls={urls} preview={photo.preview} />
        <div className="flex min-w-0 flex-col items-start gap-2">
          <label
            htmlFor={inputId}
            className={`btn-outline inline-flex focus-within:ring-2 focus-within:ring-brand/40 ${busy ? 'pointer-events-none opacity-50' : 'cursor-pointer'}`}
          >
            {urls ? C.change : C.choose}
          </label>
          <input
            id={inputId}
            name="photo"
            type="file"
            accept={MEDIA_UPLOAD_TYPES.join(',')}
            disabled={busy}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void photo.choose(file);
            }}
          />
          {urls && !busy ? (
            <button type="button" className="btn-ghost min-h-11 text-red-700" onClick={photo.remove}>
              {C.remove}
            </button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-3 text-xs text-muted">
        {C.hint}
      </p>
      {state.step === 'uploading' ? (
        <div className="mt-3 flex items-center gap-3">
          <progress className="h-2 flex-1" max={100} value={percent} aria-label={C.uploading} />
          <span className="w-10 text-right text-sm tabular-nums text-muted">{percent}%</span>
        </div>
      ) : null}
      <p role="status" className={working ? 'mt-3 text-sm text-muted' : 'sr-only'}>
        {working}
      </p>
      <p role="alert" className={photo.error ? 'mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800' : 'sr-only'}>
        {photo.error}
      </p>
    </div>
  );
}

const FRAME = 'h-24 w-24 flex-none rounded-full';

/** The chosen file while it uploads, else the saved photo, else an empty circle saying there is none. */
function PhotoPreview({ urls, preview }: { urls: Record<MediaWidth, string> | null; preview: string | null }) {
  if (preview) return <img src={preview} alt={C.previewAlt} className={`${FRAME} object-cover`} />;
  if (urls) {
    return (
      <img
        src={urls[320]}
        srcSet={`${urls[320]} 320w, ${urls[640]} 640w`}
        sizes="96px"
        alt={C.alt}
        width={96}
        height={96}
        className={`${FRAME} border border-line object-cover`}
      />
    );
  }
  return (
    <div
      className={`${FRAME} flex items-center justify-center border border-dashed border-line bg-surface px-2 text-center text-xs text-muted`}
    >
      {C.none}
    </div>
  );
}
