import { useEffect, useState } from 'react';

/** `?id=N` edits item N; anything else adds a new one. */
export const editIdOf = (search: string): number | null => {
  const id = new URLSearchParams(search).get('id');
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
};

export type Loading = { state: 'loading' };
const LOADING: Loading = { state: 'loading' };

/**
 * What an add/edit page shows: `load(editId)`'s answer, 'loading' until it comes (and again whenever
 * editId changes); an answer for an id no longer asked for is dropped. With `fresh`, adding (no editId)
 * starts at once from `fresh()` instead of loading. `load` and `fresh` must not change between renders
 * (module-level functions), else every render would load again.
 */
export function useEditLoad<T>(
  editId: number | null,
  load: (editId: number | null) => Promise<T>,
  fresh?: () => T,
): [T | Loading, (next: T | Loading) => void] {
  const [loaded, setLoaded] = useState<T | Loading>(() => (editId === null && fresh ? fresh() : LOADING));
  useEffect(() => {
    if (editId === null && fresh) return setLoaded(fresh());
    let current = true;
    setLoaded(LOADING);
    load(editId).then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [editId, load, fresh]);
  return [loaded, setLoaded];
}
