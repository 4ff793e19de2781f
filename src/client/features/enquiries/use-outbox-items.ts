import { useEffect, useState } from 'react';
import { type OutboxItem, readOutboxItems } from '../../../shared/offline/outbox-items';
import { SW_MESSAGES } from '../../../shared/sw-protocol';
import { readToken } from '../accounts/accounts.storage';
import { onWorkerMessage } from '../offline/OutboxPending';

export interface WaitingEnquiry extends OutboxItem {
  /** The network carried it since the page opened. */
  sent: boolean;
}

/**
 * The enquiries this session wrote offline that the outbox still holds, and those it sent while the page
 * was open (marked `sent`; `onSent` lets the page fetch the list again, in which they then stand).
 */
export function useOutboxItems(onSent: () => void): WaitingEnquiry[] {
  const [items, setItems] = useState<WaitingEnquiry[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: listens once; `onSent` is the page's stable retry
  useEffect(() => {
    let live = true;
    const token = readToken();
    if (token)
      void readOutboxItems(token)
        .then((found) => live && setItems(found.map((item) => ({ ...item, sent: false }))))
        .catch(() => undefined);
    const stopDelivered = onWorkerMessage(SW_MESSAGES.outboxDelivered, (data) => {
      const keys = Array.isArray(data.keys) ? data.keys : [];
      setItems((current) => current.map((item) => (keys.includes(item.key) ? { ...item, sent: true } : item)));
      onSent();
    });
    const stopRefused = onWorkerMessage(SW_MESSAGES.outboxRefused, (data) =>
      setItems((current) => current.filter((item) => item.key !== data.key)),
    );
    return () => {
      live = false;
      stopDelivered();
      stopRefused();
    };
  }, []);
  return items;
}
