import { useEffect, useRef } from 'react';
import { useToaster } from 'react-hot-toast/headless';
import { TOAST_OPTIONS } from './toast-options';

/**
 * Pauses toast timers while the window has lost focus (toasts pause on hover and on focus loss:
 * docs/product-rules.md, Limits and messages);
 * react-hot-toast pauses on hover by itself. Uses the library's own pause handlers, so a toast keeps
 * its remaining time instead of restarting.
 */
export function PauseToastsOnBlur(): null {
  // Same defaults as <Toaster>: useToaster runs its own dismiss timers from them.
  const { handlers } = useToaster(TOAST_OPTIONS);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const pause = () => latest.current.startPause();
    const resume = () => latest.current.endPause();
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, []);
  return null;
}
