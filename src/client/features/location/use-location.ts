import { useAtomValue, useSetAtom } from '../../app/store';
import { useHydrated } from '../../lib/use-hydrated';
import { clearLocationAtom, detectLocationAtom, setManualLocationAtom } from './location.actions';
import { type LocationState, locationAtom } from './location.atoms';
import { NO_LOCATION } from './location.storage';

/** What the server renders (it cannot know the visitor's city), and so the browser's first render too. */
const SERVER_LOCATION: LocationState = { ...NO_LOCATION, loading: false, error: null };

export function useLocation() {
  const hydrated = useHydrated();
  const location = useAtomValue(locationAtom);
  return {
    ...(hydrated ? location : SERVER_LOCATION),
    detectLocation: useSetAtom(detectLocationAtom),
    setManualLocation: useSetAtom(setManualLocationAtom),
    clearLocation: useSetAtom(clearLocationAtom),
  };
}
