import { useEffect, useState } from 'react';
import type { ApiKey } from '../../../shared/endpoints/api-endpoints';
import type { ApiReadKey } from '../../lib/api-read';
import { type ApiPick, type ApiRead, useApiCache, useApiRead } from '../../lib/use-api';
import { readToken } from '../accounts/accounts.storage';
import { useSignedInUser } from './use-signed-in-user';

/**
 * A property's or project's read, as anyone may see it (the server renders that one, and the browser
 * takes it over). The owner or an admin also sees a listing the public cannot (pending, rejected, sold):
 * when the public answer is not found and someone is signed in, the listing is read again with their
 * token, once, after the page is in the browser; meanwhile the page shows it loading rather than not found.
 */
export function useListingRead<K extends ApiKey, T>(read: ApiReadKey<K>, pick: ApiPick<K, T>): ApiRead<T> {
  const { path } = read;
  const user = useSignedInUser();
  const cache = useApiCache();
  const [token, setToken] = useState<string | null>(null);
  const [own, setOwn] = useState<'not-asked' | 'asking' | 'answered'>('not-asked');
  const result = useApiRead(read, pick, { token });
  const notFound = result.kind === 'not-found';

  useEffect(() => {
    if (!notFound || !user || own !== 'not-asked') return;
    const stored = readToken();
    if (!stored) return;
    setToken(stored);
    setOwn('asking');
  }, [notFound, user, own]);

  useEffect(() => {
    if (own !== 'asking' || !token) return;
    let current = true;
    void cache.refresh(path, { token }).then(() => {
      if (current) setOwn('answered');
    });
    return () => {
      current = false;
    };
  }, [own, token, cache, path]);

  return own === 'asking' ? { kind: 'loading', retry: result.retry } : result;
}
