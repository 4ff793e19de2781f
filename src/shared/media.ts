/** Where stored images are served: one URL per content hash and width, the same for client and server. */

/** The WebP widths every stored image has (4:3 pictures: 320x240, 640x480, 1024x768). */
export const MEDIA_WIDTHS = [320, 640, 1024] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** `/media/<sha256 hex>-<width>.webp`, served immutable. */
export const mediaUrl = (hash: string, width: MediaWidth): string => `/media/${hash}-${width}.webp`;
