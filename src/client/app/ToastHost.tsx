import { useEffect, useState } from 'react';
import { loginModalOpenAtom } from '../features/accounts/accounts.atoms';
import { lazyPart } from '../lib/lazy-part';
import { onToasterRequested, toasterRequested } from '../lib/toast';
import { OptionalPart } from './layouts/OptionalPart';
import { useAtomValue } from './store';

const AppToaster = lazyPart(() => import('./AppToaster').then((module) => ({ default: module.AppToaster })));

/**
 * Mounts the toaster (react-hot-toast's headless half and ToastView, ~2.7 kB gzip) only when a toast can happen: the first
 * toast asked for through lib/toast.ts, the visitor's first press or key (every form and button that
 * toasts comes after one), or the login dialog opening by itself (an ended session). A visit that only
 * reads the home page never downloads it. Toasts raised just before it mounts wait in react-hot-toast's
 * store and show when it does. Its code is in the service worker's precache, like every public chunk; a
 * download that fails (the network dropped half way) is tried again once the browser is online, and if it
 * still cannot be downloaded, the page goes on without toasts rather than failing as a whole.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(toasterRequested);
  const dialogOpen = useAtomValue(loginModalOpenAtom);

  useEffect(() => {
    if (wanted) return;
    // A toast asked for between the first render and now (while the page hydrated) is not missed.
    if (dialogOpen || toasterRequested()) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const stopListening = onToasterRequested(want);
    window.addEventListener('pointerdown', want, { capture: true, once: true });
    window.addEventListener('keydown', want, { capture: true, once: true });
    return () => {
      stopListening();
      window.removeEventListener('pointerdown', want, { capture: true });
      window.removeEventListener('keydown', want, { capture: true });
    };
  }, [wanted, dialogOpen]);

  return wanted || dialogOpen ? (
    <OptionalPart>
      <AppToaster />
    </OptionalPart>
  ) : null;
}
