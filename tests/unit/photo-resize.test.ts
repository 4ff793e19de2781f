import { describe, expect, it } from 'vitest';
import { viewerPhotoAttributes } from '../../src/client/features/photos/viewer-photo';
import {
  RESIZE_MIN_BYTES,
  renamedFor,
  resizeForUpload,
  resizeTarget,
} from '../../src/client/features/sellers/add-property/photo-resize';
import { MEDIA_ZOOM_WIDTH, mediaUrl, storedWidthsUpTo } from '../../src/shared/media';

const MB = 1024 * 1024;

describe('the size a photo is sent at', () => {
  it('scales a 12 MP phone photo to the zoom width, keeping its shape', () => {
    expect(resizeTarget(4000, 3000, 8 * MB)).toEqual({ width: MEDIA_ZOOM_WIDTH, height: 1200 });
    expect(resizeTarget(3000, 4000, 8 * MB)).toEqual({ width: MEDIA_ZOOM_WIDTH, height: 2133 });
  });

  it('caps a very tall picture at four zoom widths high, as the server would', () => {
    expect(resizeTarget(1000, 10_000, 2 * MB)).toEqual({ width: 640, height: 6400 });
  });

  it('never enlarges, and sends a small light file as it is', () => {
    expect(resizeTarget(1200, 900, 300_000)).toBeNull();
    expect(resizeTarget(MEDIA_ZOOM_WIDTH, 1200, RESIZE_MIN_BYTES)).toBeNull();
  });

  it('re-encodes a small but heavy file (a PNG photo) at its own size', () => {
    expect(resizeTarget(1200, 900, 3 * MB)).toEqual({ width: 1200, height: 900 });
  });

  it('gives up on sizes that make no sense', () => {
    expect(resizeTarget(0, 900, 3 * MB)).toBeNull();
    expect(resizeTarget(Number.NaN, 900, 3 * MB)).toBeNull();
  });

  it('names the file after what it now is', () => {
    expect(renamedFor('front.JPG', 'image/webp')).toBe('front.webp');
    expect(renamedFor('बालकनी 🌇.heic.png', 'image/jpeg')).toBe('बालकनी 🌇.heic.jpg');
    expect(renamedFor('.jpg', 'image/jpeg')).toBe('photo.jpg');
  });

  it('sends the file untouched where the browser cannot decode it (no createImageBitmap here)', async () => {
    const file = new File(['not a picture'], 'fake.jpg', { type: 'image/jpeg' });
    expect(await resizeForUpload(file)).toBe(file);
  });
});

describe('the widths the full-screen viewer offers', () => {
  const hash = 'a'.repeat(64);

  it('includes the zoom width only for photos that have it', () => {
    expect(storedWidthsUpTo(MEDIA_ZOOM_WIDTH)).toEqual([320, 640, 1024, MEDIA_ZOOM_WIDTH]);
    expect(storedWidthsUpTo(1024)).toEqual([320, 640, 1024]);
    // Unknown (an answer saved before the API gave widths), or a smaller row: the page widths.
    expect(storedWidthsUpTo(undefined)).toEqual([320, 640, 1024]);
    expect(storedWidthsUpTo(800)).toEqual([320, 640, 1024]);
  });

  it("falls back to the largest stored width as the photo's src", () => {
    expect(viewerPhotoAttributes({ hash }).src).toBe(mediaUrl(hash, 1024));
    const zoomable = viewerPhotoAttributes({ hash, largestWidth: MEDIA_ZOOM_WIDTH });
    expect(zoomable.src).toBe(mediaUrl(hash, MEDIA_ZOOM_WIDTH));
    expect(zoomable.srcSet).toContain(`${mediaUrl(hash, MEDIA_ZOOM_WIDTH)} ${MEDIA_ZOOM_WIDTH}w`);
  });
});
