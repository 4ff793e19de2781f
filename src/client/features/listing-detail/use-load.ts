import { useCallback, useEffect, useRef, useState } from 'react';
import type { Loaded } from './detail.api';

export type LoadState<T> = Loaded<T> | { kind: 'loading' };

/**
 * Runs `load` whenever `key` changes (and again on `retry`), and says what came back. A result that
 * arrives after the key changed is dropped, so a quick tap on another listing never shows the old one.
 */
export function useLoad<T>(key: string, load: () => Promise<Loaded<T>>): { state: LoadState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; value: Loaded<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let current = true;
    loadRef.current().then((value) => {
      if (current) setResult({ key, attempt, value });
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LoadState<T> =
    result && result.key === key && result.attempt === attempt ? result.value : { kind: 'loading' };
  return { state, retry };
}

/** A listing id from the address (`?id=42`, `/broker/42`): a positive whole number, or null. */
export function parseListingId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
