import type { DefaultToastOptions } from 'react-hot-toast/headless';
import { TOAST_DURATION_MS } from '../../shared/limits';

/** Defaults for every toast. Shared by `<Toaster>` and the focus-loss pauser: both run toast timers. */
export const TOAST_OPTIONS: DefaultToastOptions = {
  duration: TOAST_DURATION_MS,
  className: 'text-sm',
};
