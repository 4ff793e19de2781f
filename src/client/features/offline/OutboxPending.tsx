import { type Ref, useEffect, useState } from 'react';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
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

/**
 * 'Will be sent when online': an enquiry or contact message sent offline, kept in the service worker's
 * outbox. Pending, neither an error nor sent; `onDelivered` runs when the worker says the outbox sent it.
 * (One module with the listener: the forms load one small chunk, not two.)
 */
export function OutboxPending({
  ref,
  className = '',
  inLiveRegion = false,
  onDelivered,
}: {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  /** Already inside a status region: no second one. */
  inLiveRegion?: boolean;
  onDelivered: () => void;
}) {
  useEffect(() => onOutboxDelivered(onDelivered), [onDelivered]);
  // The server refused what was kept (a session that ended meanwhile, a listing gone): say so here too.
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const handle = (event: MessageEvent) => {
      if (event.data?.type === SW_MESSAGES.outboxRefused)
        setRefused(OFFLINE_MESSAGES.refused(String(event.data.message)));
    };
    container?.addEventListener('message', handle);
    return () => container?.removeEventListener('message', handle);
  }, []);
  if (refused) {
    return (
      <p
        ref={ref}
        tabIndex={-1}
        role="alert"
        className={`rounded-lg bg-red-50 px-4 py-3 text-red-800 outline-none ${className}`}
      >
        {refused}
      </p>
    );
  }
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={inLiveRegion ? undefined : 'status'}
      className={`space-y-1 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 outline-none ${className}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 animate-pulse rounded-full bg-amber-500" />
        {OFFLINE_MESSAGES.queued}
      </p>
      <p className="text-sm">{OFFLINE_MESSAGES.queuedDetail}</p>
    </div>
  );
}
