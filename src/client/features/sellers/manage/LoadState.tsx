import type { ReactNode } from 'react';
import { MANAGE_UI } from '../../../../shared/sellers/seller-ui-manage';
import type { Remote } from './use-remote';

interface LoadStateProps<T> {
  remote: Remote<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}

/** Loading, the server's message with a retry, or the data: the three states every seller list has. */
export function LoadState<T>({ remote, retry, children }: LoadStateProps<T>) {
  if (remote.state === 'loading')
    return (
      <p role="status" className="mt-6 text-sm text-muted">
        {MANAGE_UI.loading}
      </p>
    );
  if (remote.state === 'error')
    return (
      <div role="alert" className="card mt-6 space-y-3">
        <p className="text-sm text-ink">{remote.message}</p>
        <button type="button" className="btn-outline" onClick={retry}>
          {MANAGE_UI.retry}
        </button>
      </div>
    );
  return <>{children(remote.data)}</>;
}
