import { type PrimitiveAtom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { ListedCards } from './listings.api';
import type { PropertyList } from './listings.atoms';

/**
 * Keeps one of the shared property lists filled for `key` (a city, or '' for all India): loads when the
 * key changes, keeps what it had while reloading, drops an answer that arrives for an older key.
 * `key === null` means nothing to load. Returns the list and a retry.
 */
export function usePropertyList(
  listAtom: PrimitiveAtom<PropertyList>,
  key: string | null,
  load: (key: string) => Promise<ListedCards>,
) {
  const [list, setList] = useAtom(listAtom);

  const run = useCallback(
    (current: () => boolean) => {
      if (key === null) return;
      // A retry keeps what is shown; a new key starts empty (never one city's listings under another's name).
      setList((previous) => ({
        ...(previous.key === key ? previous : { items: [], savedAt: null }),
        key,
        loading: true,
        error: null,
      }));
      load(key).then(
        (listed) => current() && setList({ key, ...listed, loading: false, error: null }),
        (error: Error) => current() && setList({ key, items: [], loading: false, error: error.message, savedAt: null }),
      );
    },
    [key, load, setList],
  );

  useEffect(() => {
    let current = true;
    run(() => current);
    return () => {
      current = false;
    };
  }, [run]);

  const shown = list.key === key ? list : null;
  return { list: shown, retry: () => run(() => true) };
}
