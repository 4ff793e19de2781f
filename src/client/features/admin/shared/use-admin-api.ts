import { useEffect } from 'react';
import type { ApiKey } from '../../../../shared/endpoints/api-endpoints';
import type { ApiReadKey } from '../../../lib/api-read';
import type { ApiPick, ApiRead } from '../../../lib/use-api';
import { usePersonalApi } from '../../accounts/use-personal-api';
import { useAdminSessionLost } from '../auth/use-admin-session-lost';

/**
 * An admin page's read (usePersonalApi, with the session token). A 401 (the session is gone) or 403 (no
 * longer an admin) hands over to the admin gate, which sends the visitor to the admin login or says the
 * area is for admins only; meanwhile the page shows it is loading.
 */
export function useAdminApi<K extends ApiKey, T>(asked: ApiReadKey<K> | null, pick: ApiPick<K, T>): ApiRead<T> {
  const read = usePersonalApi(asked, pick);
  const sessionLost = useAdminSessionLost();
  const refused = read.kind === 'refused' ? read.status : null;
  useEffect(() => {
    if (refused !== null) sessionLost(refused);
  }, [refused, sessionLost]);
  // The gate is about to take over: no refusal flashes up before it does.
  return refused === 401 || refused === 403 ? { kind: 'loading', retry: read.retry } : read;
}
