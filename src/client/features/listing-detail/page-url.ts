/**
 * A page of this site as an absolute address, for sharing (the share sheet, a WhatsApp message). Only
 * from handlers and effects, or parts shown after the page is in the browser: the origin is the browser's.
 */
export const absoluteUrl = (path: string): string =>
  typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
