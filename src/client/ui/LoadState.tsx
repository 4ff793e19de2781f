import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { APP_MESSAGES } from '../../shared/messages';
import { OFFLINE_MESSAGES } from '../../shared/offline/offline-contract';
import { appRouteKey, routeArea } from '../../shared/routes';
import { failureMessage } from '../lib/server-message';
import type { ApiRead } from '../lib/use-api';
import { LIST_UI } from './ui.content';

/** What a seller or admin page says when the network gave no answer. */
function offlineMessageFor(pathname: string): string {
  const key = appRouteKey(pathname);
  return key && routeArea(key) === 'admin' ? OFFLINE_MESSAGES.adminNeedsNetwork : OFFLINE_MESSAGES.sellerNeedsNetwork;
}

interface LoadStateProps<T> {
  read: ApiRead<T>;
  children: (data: T) => ReactNode;
}

/**
 * Loading, the server's message with a retry, or the data: the three states every seller and admin list
 * has. With no answer at all (offline, the server unreachable), the area's own words say the page needs
 * the network.
 */
export function LoadState<T>({ read, children }: LoadStateProps<T>) {
  const [location] = useLocation();
  if (read.kind === 'loading')
    return (
      <p role="status" className="mt-6 text-sm text-muted">
        {LIST_UI.loading}
      </p>
    );
  if (read.kind !== 'found')
    return (
      <div role="alert" className="card mt-6 space-y-3">
        <p className="text-sm text-ink">
          {read.kind === 'failed' && read.noAnswer
            ? offlineMessageFor(location)
            : failureMessage(read, APP_MESSAGES.serverError)}
        </p>
        <button type="button" className="btn-outline" onClick={read.retry}>
          {LIST_UI.retry}
        </button>
      </div>
    );
  return <>{children(read.data)}</>;
}
