import { SW_MESSAGES } from '../../../shared/sw-protocol';

/**
 * Calls `listener` whenever the service worker says its outbox delivered the enquiries or contact
 * messages it held (SW_MESSAGES.outboxDelivered); returns the unsubscribe.
 */
export function onOutboxDelivered(listener: () => void): () => void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const handle = (event: MessageEvent) => {
    if (event.data?.type === SW_MESSAGES.outboxDelivered) listener();
  };
  container?.addEventListener('message', handle);
  return () => container?.removeEventListener('message', handle);
}
