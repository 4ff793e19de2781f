import { Toaster } from 'react-hot-toast';
import { TOAST_POSITION } from '../../shared/limits';
import { PauseToastsOnBlur } from './PauseToastsOnBlur';
import { TOAST_OPTIONS } from './toast-options';

/** Toasts at the bottom-right, 5 s by default, paused on hover and while the window is in the background. */
// The bottom edge follows --toast-lift (brand.styles.ts): above a phone's bottom action bar when one shows.
const CONTAINER_STYLE = { bottom: 'var(--toast-lift, 16px)' } as const;

export function AppToaster() {
  return (
    <>
      <Toaster position={TOAST_POSITION} toastOptions={TOAST_OPTIONS} containerStyle={CONTAINER_STYLE} />
      <PauseToastsOnBlur />
    </>
  );
}
