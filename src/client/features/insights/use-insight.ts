import { useCallback, useEffect, useState } from 'react';

export interface Insight<T> {
  data: T | null;
  error: string | null;
  /** True until the answer for the current key arrives (or fails). */
  loading: boolean;
  retry: () => void;
}

/**
 * Loads `load(key)` whenever `key` changes; an answer for an older key (the visitor picked another city
 * meanwhile) is dropped, so the page never shows one city's figures under another's name.
 */
export function useInsight<T>(key: string, load: (key: string) => Promise<T>): Insight<T> {
  const [result, setResult] = useState<{ key: string; attempt: number; data: T | null; error: string | null }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load(key).then(
      (data) => current && setResult({ key, attempt, data, error: null }),
      (error: Error) => current && setResult({ key, attempt, data: null, error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [key, load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = result?.key === key && result.attempt === attempt ? result : undefined;
  return { data: shown?.data ?? null, error: shown?.error ?? null, loading: !shown, retry };
}
