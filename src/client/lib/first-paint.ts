/**
 * The listing photo the server painted into the page's HTML (src/server/features/client/listing-first-paint.ts)
 * so it shows before the scripts run. React's first render replaces that markup; remembering which photo
 * it was, for which address, lets the page's skeleton show the same photo in the same place until the
 * listing arrives, so it never blinks.
 */
import { FIRST_PAINT_PHOTO_ATTRIBUTE } from '../../shared/listings/gallery-photo';

let painted: { url: string; hash: string } | undefined;

const here = () => `${location.pathname}${location.search}`;

/** Reads the server's photo out of `root`: call before the first render. */
export function rememberFirstPaint(root: HTMLElement): void {
  const hash = root.querySelector(`img[${FIRST_PAINT_PHOTO_ATTRIBUTE}]`)?.getAttribute(FIRST_PAINT_PHOTO_ATTRIBUTE);
  if (hash) painted = { url: here(), hash };
}

/** The photo the server painted for the address now shown, if it painted one. */
export const firstPaintPhoto = (): string | undefined => (painted?.url === here() ? painted.hash : undefined);
