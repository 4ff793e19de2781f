import { type Ref, useLayoutEffect, useRef, useState } from 'react';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';
import { SW_MESSAGES } from '../../../shared/sw-protocol';

/**
 * Calls `listener` with the data of every message of `type` the service worker posts to this page
 * (SW_MESSAGES.outboxDelivered, outboxRefused); returns the unsubscribe.
 */
export function onWorkerMessage(type: string, listener: (data: Record<string, unknown>) => void): () => void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const handle = (event: MessageEvent) => {
    if (event.data?.type === type) listener(event.data);
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
  // Listening from the moment the notice is on screen (a layout effect runs before the browser paints it),
  // once, with the latest callback: the worker's word can come at any time after the 'queued' answer, and a
  // listener swapped or attached only after paint could miss it.
  const latestDelivered = useRef(onDelivered);
  useLayoutEffect(() => {
    latestDelivered.current = onDelivered;
  });
  useLayoutEffect(() => onWorkerMessage(SW_MESSAGES.outboxDelivered, () => latestDelivered.current()), []);
  // The server refused what was kept (a session that ended meanwhile, a listing gone): say so here too.
  const [refused, setRefused] = useState<string | null>(null);
  useLayoutEffect(
    () =>
      onWorkerMessage(SW_MESSAGES.outboxRefused, (data) => setRefused(OFFLINE_MESSAGES.refused(String(data.message)))),
    [],
  );
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
