/**
 * The visitor's city as a server-rendered page may show it: none while the server renders and while the
 * browser hydrates (the server cannot know it), the remembered or detected one right after. Components of
 * server-rendered pages read the city through this, never straight from the atoms.
 */
import { useAtomValue } from '../../app/store';
import { useHydrated } from '../../lib/use-hydrated';
import { detectedCityAtom, detectedStateAtom } from './location.atoms';

export interface VisitorCity {
  city: string | null;
  state: string | null;
}

export function useVisitorCity(): VisitorCity {
  const hydrated = useHydrated();
  const city = useAtomValue(detectedCityAtom);
  const state = useAtomValue(detectedStateAtom);
  return hydrated ? { city, state } : { city: null, state: null };
}
