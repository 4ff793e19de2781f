import { useToaster } from 'react-hot-toast/headless';
import { TOAST_POSITION } from '../../shared/limits';
import { PauseToastsOnBlur } from './PauseToastsOnBlur';
import { ToastView } from './ToastView';
import { TOAST_OPTIONS } from './toast-options';

/**
 * Toasts at the bottom-right, 5 s by default, paused on hover and while the window is in the background.
 * react-hot-toast's headless half keeps the toasts and their timers; ToastView draws them with stylesheet
 * classes (its styled half would inject a `<style>` element, which the CSP refuses).
 * The bottom edge follows --toast-lift (brand.styles.ts): above a phone's bottom action bar when one shows.
 */
export function AppToaster() {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  return (
    <>
      {/* Hovering a toast pauses every timer, as the library's own toaster does; a pointer-only nicety. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the toasts' own keyboard pause is focus loss. */}
      <div
        data-toaster=""
        className="pointer-events-none fixed top-4 right-4 bottom-[var(--toast-lift,16px)] left-4 z-9999"
        onMouseEnter={handlers.startPause}
        onMouseLeave={handlers.endPause}
      >
        {toasts.map((toast) => {
          const position = toast.position ?? TOAST_POSITION;
          return (
            <ToastView
              key={toast.id}
              toast={toast}
              position={position}
              offset={handlers.calculateOffset(toast, { defaultPosition: TOAST_POSITION })}
              onHeight={handlers.updateHeight}
            />
          );
        })}
      </div>
      <PauseToastsOnBlur />
    </>
  );
}
