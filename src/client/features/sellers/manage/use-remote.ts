import { useCallback, useEffect, useState } from 'react';

export type Remote<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/**
 * Runs `read` whenever `key` changes (a new filter, a retry) and keeps the latest answer; an answer to an
 * older key is dropped. `set` lets a page update the data in place after a change the server confirmed.
 */
export function useRemote<T>(key: string, read: () => Promise<T>) {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is rebuilt every render; `key` says what it reads.
  useEffect(() => {
    let current = true;
    setRemote({ state: 'loading' });
    read().then(
      (data) => current && setRemote({ state: 'ready', data }),
      (error: unknown) =>
        current && setRemote({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((update: (data: T) => T) => {
    setRemote((now) => (now.state === 'ready' ? { state: 'ready', data: update(now.data) } : now));
  }, []);
  return { remote, retry, set };
}
