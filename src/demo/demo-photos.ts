/**
 * Renders the demo's photo library with sharp: each SVG scene becomes WebP at 320, 640 and 1024 px wide
 * (4:3, metadata stripped), stored under the SHA-256 of the largest variant.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStore } from '../server/features/media/media.store';
import { MEDIA_WIDTHS } from '../shared/media';
import { apartment, builderFloor, house, office, shops, warehouse } from './demo-photo-buildings';
import { DEMO_PHOTO_LIBRARY, type PhotoKind } from './demo-photo-library';
import { interior, land, plot } from './demo-photo-open';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './demo-photo-svg';
import { createRandom, mixSeed, type Random } from './demo-random';

/** A `media` row for one rendered picture. */
export interface DemoPhoto {
  hash: string;
  width: number;
  height: number;
  bytes: number;
  variants: number[];
}

const SCENES: Readonly<Record<PhotoKind, (random: Random) => string>> = {
  apartment,
  house,
  floor: builderFloor,
  interior,
  plot,
  land,
  office,
  shop: shops,
  warehouse,
};

/** The SVG of library picture `index` for `seed`. */
export const demoPhotoSvg = (seed: number, index: number): string => {
  const kind = DEMO_PHOTO_LIBRARY[index] ?? 'apartment';
  return SCENES[kind](createRandom(mixSeed(seed, 'photo', index)));
};

async function renderOne(store: MediaStore, seed: number, index: number): Promise<DemoPhoto> {
  // Rasterise once at full size, then scale down: cheaper than rendering the SVG three times.
  const { data, info } = await sharp(Buffer.from(demoPhotoSvg(seed, index)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const variants = await Promise.all(
    MEDIA_WIDTHS.map((width) =>
      sharp(data, { raw: info })
        .resize(width, Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH))
        .webp({ quality: 78, effort: 2 })
        .toBuffer(),
    ),
  );
  const largest = variants[variants.length - 1] ?? Buffer.alloc(0);
  const hash = createHash('sha256').update(largest).digest('hex');
  await Promise.all(MEDIA_WIDTHS.map((width, i) => store.put(hash, width, variants[i] ?? largest)));
  return { hash, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, bytes: largest.byteLength, variants: [...MEDIA_WIDTHS] };
}

/** Renders and stores the whole library; the result is in library order (index → media row). */
export async function renderDemoPhotos(store: MediaStore, seed: number): Promise<DemoPhoto[]> {
  const photos: DemoPhoto[] = [];
  // A few at a time: sharp already uses several threads per image.
  for (let start = 0; start < DEMO_PHOTO_LIBRARY.length; start += 4) {
    const indexes = DEMO_PHOTO_LIBRARY.slice(start, start + 4).map((_, i) => start + i);
    photos.push(...(await Promise.all(indexes.map((index) => renderOne(store, seed, index)))));
  }
  return photos;
}
