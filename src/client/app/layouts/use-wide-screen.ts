import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/limits';

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/**
 * True from the 768 px breakpoint up, where the top bar shows the desktop menus (docs/product-rules.md,
 * Screens and navigation).
 */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE).matches === true,
    () => false,
  );
