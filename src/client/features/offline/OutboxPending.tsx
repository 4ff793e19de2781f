import type { Ref } from 'react';
import { OFFLINE_MESSAGES } from '../../../shared/offline/offline-contract';

/**
 * 'Will be sent when online': an enquiry or contact message sent offline, kept in the service worker's
 * outbox. Pending, neither an error nor sent; the form replaces it when the outbox delivers.
 */
export function OutboxPending({
  ref,
  className = '',
  inLiveRegion = false,
}: {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  /** Already inside a status region: no second one. */
  inLiveRegion?: boolean;
}) {
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
