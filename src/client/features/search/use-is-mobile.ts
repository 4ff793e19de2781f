import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/limits';

// Mobile mode is on when the window is narrower than 768px.
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    list?.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const isMobileNow = () => media()?.matches ?? window.innerWidth < MOBILE_BREAKPOINT_PX;

/** The server knows no window: it renders the desktop answer, and a phone switches once hydrated. */
const onServer = () => false;

/**
 * True on a phone-sized window (narrower than 768px), kept current as the window is resized or rotated.
 * For behaviour only (what a button opens): what shows at which width is chosen by CSS, so the server's
 * HTML is right at every width and nothing moves when this turns true after hydration.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, onServer);
}
