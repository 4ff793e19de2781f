import type { ReviewPhoto } from '../../../../../shared/admin/listing-review-contract';
import { mediaUrl } from '../../../../../shared/media';
import { REVIEW_UI as UI } from './listing-review.content';

/** Every photo of the listing as a grid; each opens the full-screen viewer. */
export function ReviewPhotos({ photos, onOpen }: { photos: readonly ReviewPhoto[]; onOpen: (index: number) => void }) {
  return (
    <section aria-labelledby="review-photos" className="card">
      <h2 id="review-photos" className="text-lg font-bold text-ink">
        {UI.photosHeading} ({photos.length})
      </h2>
      {photos.length === 0 ? (
        <p className="mt-2 text-sm font-semibold text-red-900">{UI.noPhotos}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.hash}>
              <button
                type="button"
                className="block w-full overflow-hidden rounded-lg bg-brand-soft focus-visible:outline-2"
                aria-label={UI.photoOpen(index + 1, photos.length)}
                onClick={() => onOpen(index)}
              >
                <img
                  src={photo.urls[320]}
                  srcSet={`${photo.urls[320]} 320w, ${mediaUrl(photo.hash, 640)} 640w`}
                  sizes="(min-width: 1024px) 15vw, 50vw"
                  alt=""
                  width={320}
                  height={240}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
