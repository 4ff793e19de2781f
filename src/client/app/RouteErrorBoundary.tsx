import { Component, type ErrorInfo, type ReactNode } from 'react';
import { APP_MESSAGES } from '../../shared/messages';
import { isChunkLoadError } from '../lib/chunk-error';
import { reloadIfChunkGone } from '../lib/chunk-recovery';

interface Props {
  /** A new value (the path) clears the error, so navigating away from a broken page works. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches a page that failed to load or render, so the visitor never sees a white screen. A failed
 * chunk download (offline, or a deploy removed the old chunk) gets the retry message
 * (docs/product-rules.md, Screens and navigation); 'Try
 * again' reloads, which also picks up a new deploy's index.html. A chunk the server no longer has (a
 * release older than the ones kept) reloads into the new release by itself, once (chunk-recovery.ts).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
    void reloadIfChunkGone(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = isChunkLoadError(error) ? APP_MESSAGES.chunkLoadFailed : APP_MESSAGES.serverError;
    return (
      <div role="alert" className="container-page flex flex-col items-center gap-5 py-20 text-center">
        <p className="max-w-md text-lg font-medium text-ink">{message}</p>
        <button type="button" className="btn-solid" onClick={() => window.location.reload()}>
          {APP_MESSAGES.retry}
        </button>
      </div>
    );
  }
}
