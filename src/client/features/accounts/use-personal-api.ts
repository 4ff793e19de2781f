/**
 * Reads of the signed-in person's own data (account, seller and admin pages) through the page's one API
 * cache: with the stored token, so they are never made while rendering on the server, never embedded in
 * a page and never kept for offline use; a logout forgets them (cache.forgetPersonal).
 */
import { useEffect, useState } from 'react';
import type { ApiKey } from '../../../shared/endpoints/api-endpoints';
import type { ApiReadKey } from '../../lib/api-read';
import { type ApiPick, type ApiRead, useApiCache, useApiRead } from '../../lib/use-api';
import { readToken } from './accounts.storage';

/**
 * `useApiRead(read, pick)` with the session token. A page opened again shows what it read last at once,
 * marked stale, and reads it again meanwhile (someone else may have changed it: an admin, a buyer's
 * enquiry), as does a read that failed last time.
 */
export function usePersonalApi<K extends ApiKey, T>(asked: ApiReadKey<K> | null, pick: ApiPick<K, T>): ApiRead<T> {
  const cache = useApiCache();
  const token = readToken();
  // Nothing is read without a session (the area's gate sends the visitor to log in).
  const path = token ? (asked?.path ?? null) : null;
  // What the cache held for the path when this reader arrived: an answer from an earlier visit.
  const [arrival] = useState(() => ({ path, held: path === null ? null : cache.read(path) }));
  const read = useApiRead(path === null ? null : asked, pick, { token });
  useEffect(() => {
    if (!path) return;
    const held = cache.read(path);
    if (held.state === 'failed' || (held.state === 'answered' && !held.stale)) void cache.refresh(path, { token });
  }, [cache, path, token]);
  // Until the refresh has started (after the first render), the earlier visit's answer is stale already.
  const earlier = read.kind === 'found' && path === arrival.path && path !== null && cache.read(path) === arrival.held;
  return earlier ? { ...read, stale: true } : read;
}

/** The usual answer envelope's `data`. */
export const dataOf = <T>(answer: { data?: T }): T | undefined => answer.data;

/** The whole answer (a page of rows with its total and counts). */
export const bodyOf = <T>(answer: T): T => answer;
