import type { ReactNode } from 'react';
import { APP_MESSAGES } from '../../shared/messages';
import { failureMessage } from '../lib/server-message';
import type { ApiRead } from '../lib/use-api';
import { LIST_UI } from './ui.content';

interface LoadStateProps<T> {
  read: ApiRead<T>;
  children: (data: T) => ReactNode;
}

/** Loading, the server's message with a retry, or the data: the three states every seller and admin list has. */
export function LoadState<T>({ read, children }: LoadStateProps<T>) {
  if (read.kind === 'loading')
    return (
      <p role="status" className="mt-6 text-sm text-muted">
        {LIST_UI.loading}
      </p>
    );
  if (read.kind !== 'found')
    return (
      <div role="alert" className="card mt-6 space-y-3">
        <p className="text-sm text-ink">{failureMessage(read, APP_MESSAGES.serverError)}</p>
        <button type="button" className="btn-outline" onClick={read.retry}>
          {LIST_UI.retry}
        </button>
      </div>
    );
  return <>{children(read.data)}</>;
}
